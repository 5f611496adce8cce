// The `Database` type of site/lib/database.types.ts, generated from the migrations: a scratch
// in-memory database is migrated exactly as the local backend does it, then its public schema is
// read from the catalog and written in the shape `supabase gen types typescript` produces.
// `npm run db:types` rewrites the file; tests/site/database-types.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openDatabase, type Queryable } from '../supabase/local/db.ts';
import { prepareDatabase } from '../supabase/local/setup.ts';

export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL('../site/lib/database.types.ts', import.meta.url),
);

type Column = {
  relation: string;
  name: string;
  udt: string;
  element: string | null;
  nullable: boolean;
  optional: boolean;
};

type Relation = { name: string; kind: 'table' | 'view'; updatable: boolean };

type ForeignKey = {
  name: string;
  relation: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
  oneToOne: boolean;
};

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
};

async function readSchema(db: Queryable) {
  const relations = await db.query<Relation>(`
    select c.relname as name,
           case c.relkind when 'v' then 'view' else 'table' end as kind,
           case when c.relkind = 'v'
                then coalesce((select v.is_updatable = 'YES' from information_schema.views v
                               where v.table_schema = 'public' and v.table_name = c.relname), false)
                else true end as updatable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
    order by c.relname`);
  const columns = await db.query<Column>(`
    select c.table_name as relation, c.column_name as name, c.udt_name as udt,
           case when c.data_type = 'ARRAY' then substr(c.udt_name, 2) end as element,
           c.is_nullable = 'YES' as nullable,
           (c.is_nullable = 'YES' or c.column_default is not null or c.is_identity = 'YES'
             or c.is_generated = 'ALWAYS') as optional
    from information_schema.columns c
    where c.table_schema = 'public'
    order by c.table_name, c.column_name`);
  const enums = await db.query<{ name: string; labels: string[] }>(`
    select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid
    join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public'
    group by t.typname
    order by t.typname`);
  const functions = await db.query<{ name: string }>(`
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' order by p.proname`);
  const foreignKeys = await db.query<ForeignKey>(`
    select con.conname as name, rel.relname as relation,
           array(select a.attname from unnest(con.conkey) with ordinality k(num, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
           ref.relname as referenced,
           array(select a.attname from unnest(con.confkey) with ordinality k(num, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)
             as "referencedColumns",
           exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                   and i.indkey::int2[] @> con.conkey and array_length(i.indkey::int2[], 1) = array_length(con.conkey, 1))
             as "oneToOne"
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid join pg_namespace rn on rn.oid = rel.relnamespace
    join pg_class ref on ref.oid = con.confrelid join pg_namespace fn on fn.oid = ref.relnamespace
    where con.contype = 'f' and rn.nspname = 'public' and fn.nspname = 'public'
    order by con.conname`);
  return {
    relations: relations.rows,
    columns: columns.rows,
    enums: enums.rows,
    functions: functions.rows,
    foreignKeys: foreignKeys.rows,
  };
}

type Schema = Awaited<ReturnType<typeof readSchema>>;

function tsType(udt: string, enumNames: Set<string>): string {
  if (enumNames.has(udt)) return `Database['public']['Enums']['${udt}']`;
  return SCALARS[udt] ?? 'string';
}

function columnType(column: Column, enumNames: Set<string>): string {
  const base = column.element
    ? `${tsType(column.element, enumNames)}[]`
    : tsType(column.udt, enumNames);
  return column.nullable ? `${base} | null` : base;
}

function relationType(relation: Relation, schema: Schema, enumNames: Set<string>): string {
  const columns = schema.columns.filter((column) => column.relation === relation.name);
  const row = columns.map((c) => `${c.name}: ${columnType(c, enumNames)}`);
  const insert = columns.map(
    (c) => `${c.name}${c.optional ? '?' : ''}: ${columnType(c, enumNames)}`,
  );
  const update = columns.map((c) => `${c.name}?: ${columnType(c, enumNames)}`);
  const relationships = schema.foreignKeys
    .filter((key) => key.relation === relation.name)
    .map(
      (key) => `{
        foreignKeyName: ${JSON.stringify(key.name)}
        columns: ${JSON.stringify(key.columns)}
        isOneToOne: ${key.oneToOne}
        referencedRelation: ${JSON.stringify(key.referenced)}
        referencedColumns: ${JSON.stringify(key.referencedColumns)}
      }`,
    );
  const parts = [`Row: { ${row.join('\n')} }`];
  if (relation.updatable) {
    parts.push(`Insert: { ${insert.join('\n')} }`, `Update: { ${update.join('\n')} }`);
  }
  parts.push(`Relationships: [${relationships.join(',\n')}]`);
  return `${relation.name}: { ${parts.join('\n')} }`;
}

function render(schema: Schema): string {
  const enumNames = new Set(schema.enums.map((e) => e.name));
  const of = (kind: Relation['kind']) =>
    schema.relations.filter((relation) => relation.kind === kind);
  const block = (entries: string[]) =>
    entries.length ? `{ ${entries.join('\n')} }` : '{ [_ in never]: never }';
  return `// Generated by scripts/db-types.ts from supabase/migrations: do not edit by hand.
// Run \`npm run db:types\` after changing a migration.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${block(of('table').map((relation) => relationType(relation, schema, enumNames)))}
    Views: ${block(of('view').map((relation) => relationType(relation, schema, enumNames)))}
    Functions: ${block(schema.functions.map((fn) => `${fn.name}: { Args: Record<string, unknown>; Returns: unknown }`))}
    Enums: ${block(schema.enums.map((e) => `${e.name}: ${e.labels.map((label) => JSON.stringify(label)).join(' | ')}`))}
    CompositeTypes: { [_ in never]: never }
  }
}

type PublicSchema = Database['public']

export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[Name] extends { Row: infer Row } ? Row : never

export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert']

export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Update']

export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name]
`;
}

/** The file's text for the migrations as they are now. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase({ kind: 'memory' });
  try {
    await prepareDatabase(db, { seed: false });
    const text = render(await readSchema(db));
    const options = (await resolveConfig(DATABASE_TYPES_FILE)) ?? {};
    return format(text, { ...options, filepath: DATABASE_TYPES_FILE });
  } finally {
    await db.close();
  }
}

export function readDatabaseTypes(): string {
  return readFileSync(DATABASE_TYPES_FILE, 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DATABASE_TYPES_FILE, await generateDatabaseTypes());
  console.log(`✔ wrote ${DATABASE_TYPES_FILE}`);
}
