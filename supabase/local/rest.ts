// The part of PostgREST the site uses: /rest/v1/<table or view> with select=, horizontal filters
// (eq., neq., gt., gte., lt., lte., like., ilike., is., in., not.), order=, limit/offset, the
// single-object Accept header, Prefer return=/count=, and PostgREST's error shape and statuses.
// Identifiers come only from the catalogue (never from the request as written); values are parameters.
import type { Database, Queryable } from './db.ts';
import {
  asCaller,
  header,
  identify,
  isPlainObject,
  json,
  parseJsonBody,
  type Reply,
  type RequestContext,
} from './http.ts';
import type { Claims } from './jwt.ts';

export type RestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
  ) {
    super(body.message);
  }
}

function fail(status: number, code: string, message: string, details: string | null = null): never {
  throw new RestError(status, { code, message, details, hint: null });
}

export type Relation = {
  name: string;
  columns: Set<string>;
  /** Each column's type as format_type() spells it, for casting filter values. */
  types?: Map<string, string>;
};

/** Relations PostgREST would expose: tables and views of `public`, with their columns. */
export class SchemaCache {
  private relations = new Map<string, Relation>();
  private loaded = false;

  constructor(private readonly db: Database) {}

  async find(name: string): Promise<Relation | undefined> {
    if (!this.loaded || !this.relations.has(name)) await this.reload();
    return this.relations.get(name);
  }

  /** Forgets the catalogue, e.g. after a column was not found, in case the schema changed. */
  async reload(): Promise<void> {
    const { rows } = await this.db.query<{
      relname: string;
      attname: string | null;
      type: string | null;
    }>(
      `select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       left join pg_catalog.pg_attribute a
         on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    );
    const relations = new Map<string, Relation>();
    for (const row of rows) {
      const relation = relations.get(row.relname) ?? {
        name: row.relname,
        columns: new Set(),
        types: new Map(),
      };
      if (row.attname) relation.columns.add(row.attname);
      if (row.attname && row.type) relation.types?.set(row.attname, row.type);
      relations.set(row.relname, relation);
    }
    this.relations = relations;
    this.loaded = true;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'apikey',
]);
const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

function column(relation: Relation, name: string): string {
  const trimmed = name.trim();
  if (!NAME.test(trimmed) || !relation.columns.has(trimmed)) {
    fail(400, '42703', `column ${relation.name}.${trimmed} does not exist`);
  }
  return trimmed;
}

/** `select=` → the column list (`*` when absent). Embedding, casts and aliases are not supported. */
export function parseSelect(raw: string | null, relation: Relation): string[] | '*' {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  return raw.split(',').map((part) => {
    if (/[():]/.test(part)) {
      fail(
        400,
        'PGRST100',
        `"failed to parse select parameter (${raw})"`,
        'Only plain columns are supported',
      );
    }
    return column(relation, part);
  });
}

export type Order = { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };

export function parseOrder(raw: string | null, relation: Relation): Order[] {
  if (raw === null || raw.trim() === '') return [];
  return raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const order: Order = { column: column(relation, name), direction: 'asc' };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.direction = modifier;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else fail(400, 'PGRST100', `"failed to parse order (${raw})"`);
    }
    return order;
  });
}

export type Filter = {
  column: string;
  negate: boolean;
  operator: string;
  value: string | string[];
};

function parseList(raw: string, original: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    fail(400, 'PGRST100', `"failed to parse filter (${original})"`);
  }
  const items: string[] = [];
  const inner = raw.slice(1, -1);
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && quoted && i + 1 < inner.length) current += inner[(i += 1)];
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  if (inner.length > 0) items.push(current);
  return items;
}

export function parseFilters(params: URLSearchParams, relation: Relation): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    const name = column(relation, key);
    let rest = raw;
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const operator = dot === -1 ? rest : rest.slice(0, dot);
    const operand = dot === -1 ? '' : rest.slice(dot + 1);
    if (dot === -1 || !(operator in OPERATORS || operator === 'is' || operator === 'in')) {
      fail(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    }
    if (
      operator === 'is' &&
      !['null', 'true', 'false', 'unknown'].includes(operand.toLowerCase())
    ) {
      fail(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    }
    filters.push({
      column: name,
      negate,
      operator,
      value: operator === 'in' ? parseList(operand, raw) : operand,
    });
  }
  return filters;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function whereClause(
  filters: Filter[],
  alias: string,
  params: Params,
  relation?: Relation,
): string {
  if (filters.length === 0) return '';
  const clauses = filters.map((filter) => {
    const target = `${alias}.${quoteIdent(filter.column)}`;
    // Values go as text and PostgreSQL converts them to the column's type, so a value the type
    // refuses is PostgreSQL's own error (22P02 and the like, a 400), as PostgREST answers.
    const type = relation?.types?.get(filter.column);
    const value = (raw: string) => (type ? `${params.add(raw)}::text::${type}` : params.add(raw));
    let clause: string;
    if (filter.operator === 'is') {
      clause = `${target} is ${String(filter.value).toLowerCase()}`;
    } else if (filter.operator === 'in') {
      const list = filter.value as string[];
      clause = list.length ? `${target} in (${list.map(value).join(', ')})` : 'false';
    } else if (filter.operator === 'like' || filter.operator === 'ilike') {
      const pattern = String(filter.value).replace(/\*/g, '%');
      clause = `${target} ${OPERATORS[filter.operator]} ${params.add(pattern)}`;
    } else {
      clause = `${target} ${OPERATORS[filter.operator]} ${value(String(filter.value))}`;
    }
    return filter.negate ? `not (${clause})` : clause;
  });
  return ` where ${clauses.join(' and ')}`;
}

function columnList(columns: string[] | '*'): string {
  return columns === '*' ? '*' : columns.map(quoteIdent).join(', ');
}

function nonNegativeInteger(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) fail(400, 'PGRST100', `"failed to parse ${name} (${raw})"`);
  return Number(raw);
}

type Preferences = { representation: boolean; count: boolean };

function preferences(raw: string | undefined): Preferences {
  const tokens = (raw ?? '').split(',').map((token) => token.trim().toLowerCase());
  return {
    representation: tokens.includes('return=representation'),
    count:
      tokens.includes('count=exact') ||
      tokens.includes('count=planned') ||
      tokens.includes('count=estimated'),
  };
}

const PG_STATUS: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42883': 404,
  '42P01': 404,
  PGRST116: 406,
};

/** PostgREST's mapping from a PostgreSQL error to an HTTP status. */
export function statusForSqlState(code: string, role: Claims['role']): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const exact = PG_STATUS[code];
  if (exact) return exact;
  const family = code.slice(0, 2);
  if (['08', '53'].includes(family)) return 503;
  if (['22', '23', '21', '42'].includes(family) || code === 'P0001') return 400;
  if (['28', '0L', '0P'].includes(family)) return 403;
  return 500;
}

type SqlError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

function fromSqlError(error: unknown, role: Claims['role']): Reply {
  if (error instanceof RestError) return json(error.status, error.body);
  const sql = (typeof error === 'object' && error !== null ? error : {}) as SqlError;
  const code = typeof sql.code === 'string' ? sql.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code)) {
    return json(500, { code: 'PGRST000', message: 'Internal error', details: null, hint: null });
  }
  return json(statusForSqlState(code, role), {
    code,
    message: typeof sql.message === 'string' ? sql.message : 'Database error',
    details: typeof sql.detail === 'string' ? sql.detail : null,
    hint: typeof sql.hint === 'string' ? sql.hint : null,
  });
}

function jwtFailure(reason: 'expired' | 'invalid'): Reply {
  const body =
    reason === 'expired'
      ? { code: 'PGRST303', message: 'JWT expired', details: null, hint: null }
      : { code: 'PGRST301', message: 'JWT could not be decoded', details: null, hint: null };
  return json(401, body, { 'WWW-Authenticate': `Bearer error="invalid_token"` });
}

type Body = { rows: string; count: number; total?: number };

async function aggregate(tx: Queryable, inner: string, params: Params, columns: string[] | '*') {
  const { rows } = await tx.query<{ body: string; n: number }>(
    `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
     from (select ${columnList(columns)} from (${inner}) _s) _r`,
    params.values,
  );
  return { rows: rows[0]?.body ?? '[]', count: rows[0]?.n ?? 0 };
}

function insertColumns(body: unknown, relation: Relation): { columns: string[]; rows: unknown[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) fail(400, 'PGRST102', 'Empty or invalid json');
  const first = rows[0] ? Object.keys(rows[0]).sort() : [];
  for (const row of rows) {
    const keys = Object.keys(row).sort();
    if (keys.join(',') !== first.join(',')) fail(400, 'PGRST102', 'All object keys must match');
  }
  return { columns: first.map((key) => column(relation, key)), rows };
}

/** Handles /rest/v1/<name>; `path` is what follows /rest/v1/. */
export async function handleRest(
  context: RequestContext,
  path: string,
  schema: SchemaCache,
): Promise<Reply> {
  const identity = await identify(context);
  if (!identity.ok) return jwtFailure(identity.reason);
  const { claims } = identity;

  try {
    for (const name of ['accept-profile', 'content-profile']) {
      const profile = header(context.headers, name);
      if (profile !== undefined && profile !== 'public') {
        fail(406, 'PGRST106', 'The schema must be one of the following: public', null);
      }
    }
    if (!NAME.test(path)) fail(404, 'PGRST125', `Invalid path specified in request URL`);
    const relation = await schema.find(path);
    if (!relation) {
      throw new RestError(404, {
        code: 'PGRST205',
        message: `Could not find the table 'public.${path}' in the schema cache`,
        details: null,
        hint: null,
      });
    }

    const search = context.url.searchParams;
    const selected = parseSelect(search.get('select'), relation);
    const filters = parseFilters(search, relation);
    const order = parseOrder(search.get('order'), relation);
    const limit = nonNegativeInteger(search.get('limit'), 'limit');
    const offset = nonNegativeInteger(search.get('offset'), 'offset');
    const prefer = preferences(header(context.headers, 'prefer'));
    const singular = (header(context.headers, 'accept') ?? '').includes(
      'application/vnd.pgrst.object+json',
    );
    const target = `public.${quoteIdent(relation.name)}`;
    const params = new Params();
    const method = context.method;

    let statement: (tx: Queryable) => Promise<Body | number>;
    if (method === 'GET' || method === 'HEAD') {
      const where = whereClause(filters, '_t', params, relation);
      const orderBy = order.length
        ? ` order by ${order
            .map(
              (o) =>
                `_t.${quoteIdent(o.column)} ${o.direction}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
            )
            .join(', ')}`
        : '';
      const page = `${limit !== undefined ? ` limit ${limit}` : ''}${offset !== undefined ? ` offset ${offset}` : ''}`;
      statement = async (tx) => {
        const result = await aggregate(
          tx,
          `select _t.* from ${target} _t${where}${orderBy}${page}`,
          params,
          selected,
        );
        if (prefer.count) {
          const counted = await tx.query<{ n: number }>(
            `select count(*)::int as n from ${target} _t${where}`,
            params.values.slice(),
          );
          return { ...result, total: counted.rows[0]?.n ?? 0 };
        }
        return result;
      };
    } else if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
      let sql: string;
      if (method === 'DELETE' || method === 'PATCH') {
        // As on a hosted project (pg-safeupdate), a write without a filter is refused.
        if (filters.length === 0) {
          fail(
            400,
            '21000',
            `${method === 'DELETE' ? 'DELETE' : 'UPDATE'} requires a WHERE clause`,
          );
        }
      }
      if (method === 'POST') {
        const parsed = parseJsonBody(context.body);
        if (!parsed.ok) fail(400, 'PGRST102', 'Empty or invalid json');
        const { columns, rows } = insertColumns(parsed.value, relation);
        if (rows.length === 0) return json(201, []);
        const list = columns.map(quoteIdent).join(', ');
        sql = columns.length
          ? `insert into ${target} as _t (${list})
             select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`
          : `insert into ${target} as _t default values`;
      } else if (method === 'PATCH') {
        const parsed = parseJsonBody(context.body);
        if (!parsed.ok || !isPlainObject(parsed.value))
          fail(400, 'PGRST102', 'Empty or invalid json');
        const columns = Object.keys(parsed.value).map((key) => column(relation, key));
        if (columns.length === 0) return prefer.representation ? json(200, []) : { status: 204 };
        const body = params.add(JSON.stringify(parsed.value));
        sql = `update ${target} as _t set ${columns
          .map((c) => `${quoteIdent(c)} = _b.${quoteIdent(c)}`)
          .join(', ')}
          from (select * from json_populate_record(null::${target}, ${body}::json)) _b
          ${whereClause(filters, '_t', params, relation)}`;
      } else {
        sql = `delete from ${target} as _t${whereClause(filters, '_t', params, relation)}`;
      }
      statement = async (tx) => {
        if (!prefer.representation && !singular) {
          return (await tx.query(sql, params.values)).rowCount;
        }
        const { rows } = await tx.query<{ body: string; n: number }>(
          `with _m as (${sql} returning _t.*)
           select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
           from (select ${columnList(selected)} from _m) _r`,
          params.values,
        );
        return { rows: rows[0]?.body ?? '[]', count: rows[0]?.n ?? 0 };
      };
    } else {
      return json(405, {
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${method}`,
        details: null,
        hint: null,
      });
    }

    const outcome = await asCaller(context.db, claims, async (tx) => {
      const result = await statement(tx);
      // A single object was asked for: any other row count is an error, and the write is undone.
      if (singular && typeof result !== 'number' && result.count !== 1) {
        fail(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${result.count} rows`,
        );
      }
      return result;
    });

    const created = method === 'POST';
    if (typeof outcome === 'number') {
      return { status: created ? 201 : 204, headers: { 'Content-Range': `*/*` } };
    }
    const status = created ? 201 : 200;
    const start = offset ?? 0;
    const shown = JSON.parse(outcome.rows) as unknown[];
    const total = outcome.total ?? (prefer.count ? outcome.count : '*');
    const range = shown.length ? `${start}-${start + shown.length - 1}/${total}` : `*/${total}`;
    if (singular) {
      const [row] = shown;
      return {
        status,
        headers: {
          'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
          'Content-Range': range,
        },
        body: method === 'HEAD' ? null : JSON.stringify(row),
      };
    }
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': range },
      body: method === 'HEAD' ? null : outcome.rows,
    };
  } catch (error) {
    if (error instanceof RestError && error.body.code === '42703') await schema.reload();
    return fromSqlError(error, claims.role);
  }
}
