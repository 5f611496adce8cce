// The part of Supabase Storage the site uses: upload (POST, or PUT to replace), remove, list, and public
// object reads. Object rows are written as the caller, so the storage.objects policies decide; the
// bucket's size limit and MIME types are enforced before that, as the storage server does, and so is
// the declared image type against the file's first bytes (see supabase/README.md for a hosted project).
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';
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

type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
};

function storageError(status: number, error: string, message: string): Reply {
  return json(status, { statusCode: String(status), error, message });
}

const RLS_DENIED = () =>
  storageError(403, 'Unauthorized', 'new row violates row-level security policy');

/** Object names as the storage server accepts them: relative, no empty or dot segments. */
export function validObjectName(name: string): boolean {
  if (name.length === 0 || name.length > 1024) return false;
  if ([...name].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\')) {
    return false;
  }
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

async function findBucket(context: RequestContext, id: string): Promise<Bucket | undefined> {
  const { rows } = await context.db.query<Bucket>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return rows[0];
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : mime === pattern,
  );
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/**
 * Whether the bytes begin as a file of the declared image type does (its "magic number"), so an SVG,
 * an HTML page or a script labelled image/png is refused rather than published as an image.
 */
export function signatureMatches(bytes: Uint8Array, mime: string): boolean {
  switch (mime) {
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'image/avif':
      // An ISO media file whose ftyp box names an AVIF brand.
      return (
        startsWith(bytes, ascii('ftyp'), 4) &&
        ['avif', 'avis'].some((brand) => startsWith(bytes, ascii(brand), 8))
      );
    default:
      // Types without a known signature are held to the bucket's MIME list alone.
      return !mime.startsWith('image/');
  }
}

type Upload = { bytes: Uint8Array; mime: string; cacheControl: string };

async function readUpload(context: RequestContext): Promise<Upload | Reply> {
  const contentType = header(context.headers, 'content-type') ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(context.body),
      }).formData();
    } catch {
      return storageError(400, 'InvalidRequest', 'The multipart body could not be read');
    }
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) return storageError(400, 'InvalidRequest', 'No file found in the request');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mime: (file.type || 'application/octet-stream').split(';')[0]!.trim().toLowerCase(),
      cacheControl: `max-age=${typeof cacheControl === 'string' && /^\d+$/.test(cacheControl) ? cacheControl : '3600'}`,
    };
  }
  const cacheControl = header(context.headers, 'cache-control');
  return {
    bytes: new Uint8Array(context.body),
    mime: contentType.split(';')[0]!.trim().toLowerCase(),
    cacheControl:
      cacheControl && /^max-age=\d+$/.test(cacheControl) ? cacheControl : 'max-age=3600',
  };
}

function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

async function writeObject(
  context: RequestContext,
  claims: Claims,
  bucket: Bucket,
  name: string,
  mode: 'create' | 'upsert' | 'replace',
): Promise<Reply> {
  const upload = await readUpload(context);
  if ('status' in upload) return upload;
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  if (limit !== null && upload.bytes.length > limit) {
    return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  if (!mimeAllowed(upload.mime, bucket.allowed_mime_types)) {
    return storageError(415, 'invalid_mime_type', `mime type ${upload.mime} is not supported`);
  }
  if (!signatureMatches(upload.bytes, upload.mime)) {
    return storageError(
      415,
      'invalid_mime_type',
      `The file's content is not ${upload.mime}: its first bytes are another type's`,
    );
  }
  const metadata = JSON.stringify({
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.mime,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  });
  const owner = claims.role === 'authenticated' ? (claims.sub ?? null) : null;

  try {
    return await asCaller(context.db, claims, async (tx: Queryable) => {
      let id: string | undefined;
      if (mode === 'create') {
        id = randomUUID();
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb)`,
          [id, bucket.id, name, owner, metadata],
        );
      } else if (mode === 'upsert') {
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb)
           on conflict (bucket_id, name) do update
             set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id,
                 updated_at = now()
           returning id`,
          [randomUUID(), bucket.id, name, owner, metadata],
        );
        id = rows[0]?.id;
      } else {
        const { rows } = await tx.query<{ id: string }>(
          `update storage.objects set metadata = $3::jsonb, updated_at = now()
           where bucket_id = $1 and name = $2
           returning id`,
          [bucket.id, name, metadata],
        );
        id = rows[0]?.id;
      }
      if (!id) throw Object.assign(new Error('not found'), { code: 'NOTFOUND' });
      // The bytes are the storage server's business, not the caller's: written with its own rights.
      // Base64 text crosses PGlite's parameter encoding several times faster than a bytea value.
      await tx.query('reset role');
      await tx.query(
        `insert into storage_local.object_data (object_id, data) values ($1, decode($2, 'base64'))
         on conflict (object_id) do update set data = excluded.data`,
        [id, Buffer.from(upload.bytes).toString('base64')],
      );
      return json(200, { Id: id, Key: `${bucket.id}/${name}` });
    });
  } catch (error) {
    const code = sqlState(error);
    if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
    if (code === '42501') return RLS_DENIED();
    if (code === 'NOTFOUND') {
      const exists = await context.db.query(
        'select 1 from storage.objects where bucket_id = $1 and name = $2',
        [bucket.id, name],
      );
      return exists.rows.length ? RLS_DENIED() : storageError(404, 'not_found', 'Object not found');
    }
    throw error;
  }
}

async function removeObjects(
  context: RequestContext,
  claims: Claims,
  bucket: Bucket,
): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  const prefixes =
    parsed.ok && isPlainObject(parsed.value) && Array.isArray(parsed.value.prefixes)
      ? parsed.value.prefixes
      : undefined;
  if (
    !prefixes ||
    !prefixes.every((p): p is string => typeof p === 'string') ||
    prefixes.length > 1000
  ) {
    return storageError(400, 'InvalidRequest', 'prefixes must be a list of object names');
  }
  const removed = await asCaller(context.db, claims, async (tx) => {
    const { rows } = await tx.query<{ body: string }>(
      `with _d as (
         delete from storage.objects
         where bucket_id = $1 and name = any($2::text[])
         returning id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at
       )
       select coalesce(json_agg(_d), '[]')::text as body from _d`,
      [bucket.id, prefixes],
    );
    return rows[0]?.body ?? '[]';
  });
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: removed,
  };
}

async function listObjects(
  context: RequestContext,
  claims: Claims,
  bucket: Bucket,
): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  const options = parsed.ok && isPlainObject(parsed.value) ? parsed.value : {};
  const prefix = typeof options.prefix === 'string' ? options.prefix.replace(/^\/+|\/+$/g, '') : '';
  const limit =
    typeof options.limit === 'number' ? Math.min(Math.max(options.limit, 0), 1000) : 100;
  const offset = typeof options.offset === 'number' ? Math.max(options.offset, 0) : 0;
  const folder = prefix ? `${prefix}/` : '';
  const rows = await asCaller(context.db, claims, async (tx) => {
    const result = await tx.query<{
      id: string;
      name: string;
      metadata: unknown;
      created_at: Date;
      updated_at: Date;
    }>(
      `select id, name, metadata, created_at, updated_at from storage.objects
       where bucket_id = $1 and left(name, length($2)) = $2
       order by name`,
      [bucket.id, folder],
    );
    return result.rows;
  });
  // Direct children only; deeper names show as their folder, the way the storage server lists.
  const entries = new Map<string, unknown>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    const entry = slash === -1 ? rest : rest.slice(0, slash);
    if (entries.has(entry)) continue;
    entries.set(
      entry,
      slash === -1
        ? {
            name: entry,
            id: row.id,
            metadata: row.metadata,
            created_at: row.created_at,
            updated_at: row.updated_at,
          }
        : { name: entry, id: null, metadata: null, created_at: null, updated_at: null },
    );
  }
  return json(200, [...entries.values()].slice(offset, offset + limit));
}

async function readPublic(context: RequestContext, bucketId: string, name: string): Promise<Reply> {
  const { rows } = await context.db.query<{
    data: string;
    metadata: { mimetype?: string; cacheControl?: string; eTag?: string } | null;
  }>(
    `select encode(d.data, 'base64') as data, o.metadata
     from storage.objects o
     join storage.buckets b on b.id = o.bucket_id
     join storage_local.object_data d on d.object_id = o.id
     where b.public and o.bucket_id = $1 and o.name = $2`,
    [bucketId, name],
  );
  const found = rows[0];
  if (!found) return storageError(404, 'not_found', 'Object not found');
  return {
    status: 200,
    headers: {
      'Content-Type': found.metadata?.mimetype ?? 'application/octet-stream',
      'Cache-Control': found.metadata?.cacheControl ?? 'max-age=3600',
      ETag: found.metadata?.eTag ?? '',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
    body: context.method === 'HEAD' ? null : new Uint8Array(Buffer.from(found.data, 'base64')),
  };
}

/** Handles /storage/v1/<path>; undefined when no storage route matches. */
export async function handleStorage(
  context: RequestContext,
  path: string,
): Promise<Reply | undefined> {
  const publicRead = /^object\/public\/([^/]+)\/(.+)$/.exec(path);
  if (publicRead && (context.method === 'GET' || context.method === 'HEAD')) {
    const name = decodePath(publicRead[2]!);
    if (name === undefined || !validObjectName(name))
      return storageError(400, 'InvalidKey', 'Invalid key');
    return readPublic(context, decodePath(publicRead[1]!) ?? '', name);
  }

  const list = /^object\/list\/([^/]+)$/.exec(path);
  const bucketOnly = /^object\/([^/]+)$/.exec(path);
  const object = /^object\/([^/]+)\/(.+)$/.exec(path);
  let action: 'list' | 'remove' | 'create' | 'upsert' | 'replace' | undefined;
  let bucketId: string | undefined;
  let name = '';
  if (list && context.method === 'POST') {
    action = 'list';
    bucketId = list[1];
  } else if (bucketOnly && context.method === 'DELETE') {
    action = 'remove';
    bucketId = bucketOnly[1];
  } else if (object && !publicRead && (context.method === 'POST' || context.method === 'PUT')) {
    const upsert = header(context.headers, 'x-upsert') === 'true';
    action = context.method === 'PUT' ? 'replace' : upsert ? 'upsert' : 'create';
    bucketId = object[1];
    const decoded = decodePath(object[2]!);
    if (decoded === undefined || !validObjectName(decoded)) {
      return storageError(400, 'InvalidKey', `Invalid key: ${object[2]}`);
    }
    name = decoded;
  }
  if (!action || !bucketId) return undefined;

  const identity = await identify(context);
  if (!identity.ok) {
    return storageError(
      401,
      'InvalidJWT',
      identity.reason === 'expired' ? '"exp" claim timestamp check failed' : 'invalid signature',
    );
  }
  const bucket = await findBucket(context, decodePath(bucketId) ?? '');
  if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
  const { claims } = identity;
  if (action === 'list') return listObjects(context, claims, bucket);
  if (action === 'remove') return removeObjects(context, claims, bucket);
  return writeObject(context, claims, bucket, name, action);
}
