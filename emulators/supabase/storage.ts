// Supabase Storage's /storage/v1 as @supabase/storage-js uses it: objects checked by RLS on storage.objects, bytes on disk.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Claims, Db, Sql } from './db';
import { claimsFromHeaders } from './jwt';
import type { ProjectKeys } from './project-keys';
import {
  bucketNotFound,
  objectNotFound,
  rlsRefused,
  sqlState,
  StorageHttpError,
  storageErrorHandler,
} from './storage-errors';
import { checkBucketId, checkObjectName, decodePathPart, objectFilePath, parseObjectTarget, type ObjectTarget } from './storage-paths';
import { receiveUpload, type ReceivedUpload } from './storage-upload';

export interface StorageRouterOptions {
  db: Db;
  keys: ProjectKeys;
  /** Object bytes go to `${dataDir}/storage/<bucket>/<name>`. */
  dataDir: string;
  /** The global cap on one object, like Storage's FILE_SIZE_LIMIT (default 50 MiB); a bucket's own limit may be lower. */
  maxFileSizeBytes?: number;
}

const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;
const JSON_LIMIT = '64kb';

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | string | bigint | null;
  allowed_mime_types: string[] | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  [column: string]: unknown;
}

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  metadata: unknown;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  last_accessed_at: Date | string | null;
  [column: string]: unknown;
}

const OBJECT_COLUMNS = `id::text as id, name, bucket_id, owner::text as owner, metadata, created_at, updated_at, last_accessed_at`;
const BUCKET_COLUMNS = `id, name, owner::text as owner, public, file_size_limit, allowed_mime_types, created_at, updated_at`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function objectJson(row: ObjectRow): Record<string, unknown> {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner,
    id: row.id,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    last_accessed_at: iso(row.last_accessed_at),
    metadata: metadataOf(row.metadata),
  };
}

function bucketJson(row: BucketRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function metadataOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return metadataOf(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const removeSchema = z.object({ prefixes: z.array(z.string().max(1024)).min(1).max(1000) });
const listSchema = z.object({
  prefix: z.string().max(1024).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().max(1024).optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).optional(),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .optional(),
});

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new StorageHttpError(400, 'Invalid Input', `${where}${issue?.message ?? 'malformed body'}`);
  }
  return result.data;
}

/** A file-system clash between an object and a "folder" of the same name (S3 allows both; a disk does not). */
function isPathClash(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST';
}

function contentDisposition(download: unknown, name: string): string | undefined {
  if (download === undefined) return undefined;
  const fileName = typeof download === 'string' && download !== '' ? download : path.posix.basename(name);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function createStorageRouter(opts: StorageRouterOptions): express.Router {
  const { db, keys } = opts;
  const storageRoot = path.resolve(opts.dataDir, 'storage');
  const tempDir = path.join(storageRoot, '.tmp');
  const globalMax = opts.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE;
  const json = express.json({ limit: JSON_LIMIT });
  const router = express.Router();

  const claimsOf = (req: Request): Claims => claimsFromHeaders(req.headers, keys);

  const parseJson = (req: Request, res: Response): Promise<void> =>
    new Promise((resolve, reject) => {
      json(req, res, (error?: unknown) => {
        if (error === undefined || error === null) resolve();
        else reject(error instanceof Error ? error : new StorageHttpError(400, 'Invalid Input', 'Could not read the request body'));
      });
    });

  async function findBucket(id: string): Promise<BucketRow> {
    const { rows } = await db.asOwner((sql) =>
      sql.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    const bucket = rows[0];
    if (!bucket) throw bucketNotFound();
    return bucket;
  }

  async function sendObject(req: Request, res: Response, target: ObjectTarget, row: { metadata: unknown }): Promise<void> {
    const file = objectFilePath(storageRoot, target);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw objectNotFound();
    const metadata = metadataOf(row.metadata);
    res.setHeader('Content-Type', typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream');
    res.setHeader('Cache-Control', typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache');
    res.setHeader('Content-Length', String(info.size));
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (typeof metadata.eTag === 'string') res.setHeader('ETag', metadata.eTag);
    const disposition = contentDisposition(req.query.download, target.name);
    if (disposition) res.setHeader('Content-Disposition', disposition);
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    await pipeline(createReadStream(file), res);
  }

  /** Public bucket downloads need no token and skip RLS, as on hosted Storage. */
  async function downloadPublic(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const bucket = await findBucket(target.bucketId);
    if (!bucket.public) throw bucketNotFound();
    const { rows } = await db.asOwner((sql) =>
      sql.query<{ metadata: unknown }>(`select metadata from storage.objects where bucket_id = $1 and name = $2`, [target.bucketId, target.name]),
    );
    const row = rows[0];
    if (!row) throw objectNotFound();
    await sendObject(req, res, target, row);
  }

  async function downloadAsCaller(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const claims = claimsOf(req);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<{ metadata: unknown }>(`select metadata from storage.objects where bucket_id = $1 and name = $2`, [target.bucketId, target.name]),
    );
    const row = rows[0];
    if (!row) throw objectNotFound();
    await sendObject(req, res, target, row);
  }

  async function writeRow(sql: Sql, claims: Claims, target: ObjectTarget, upload: ReceivedUpload, upsert: boolean): Promise<string> {
    const metadata = {
      eTag: upload.eTag,
      size: upload.size,
      mimetype: upload.mimetype,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.size,
      httpStatusCode: 200,
    };
    const owner = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
    const id = randomUUID();
    const params = [id, target.bucketId, target.name, owner, JSON.stringify(metadata), upload.userMetadata === null ? null : JSON.stringify(upload.userMetadata)];
    if (!upsert) {
      // A plain upload needs only the insert policy, as on hosted Storage, so nothing is read back.
      await sql.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
         values ($1::uuid, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb)`,
        params,
      );
      return id;
    }
    const { rows } = await sql.query<{ id: string }>(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
       values ($1::uuid, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb)
       on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()
       returning id::text as id`,
      params,
    );
    return rows[0]?.id ?? id;
  }

  /** Upload: the row is written as the caller (RLS decides) and the bytes are moved into place inside that transaction. */
  async function upload(req: Request, res: Response, target: ObjectTarget, upsert: boolean): Promise<void> {
    const claims = claimsOf(req);
    const bucket = await findBucket(target.bucketId);
    const bucketLimit = bucket.file_size_limit === null ? globalMax : Number(bucket.file_size_limit);
    const received = await receiveUpload(req, {
      tempDir,
      maxBytes: Math.min(globalMax, bucketLimit),
      allowedMimeTypes: bucket.allowed_mime_types,
    });
    try {
      const file = objectFilePath(storageRoot, target);
      const id = await db.asRole(claims, async (sql) => {
        const rowId = await writeRow(sql, claims, target, received, upsert);
        await mkdir(path.dirname(file), { recursive: true });
        await rename(received.tempPath, file);
        return rowId;
      });
      res.json({ Id: id, Key: `${target.bucketId}/${target.name}` });
    } catch (error) {
      if (sqlState(error) === '23505') throw new StorageHttpError(409, 'Duplicate', 'The resource already exists');
      if (sqlState(error) === '42501') throw rlsRefused();
      if (isPathClash(error)) {
        throw new StorageHttpError(409, 'Duplicate', 'An object and a folder cannot share the same path');
      }
      throw error;
    } finally {
      await rm(received.tempPath, { force: true });
    }
  }

  async function removeFiles(bucketId: string, names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(objectFilePath(storageRoot, { bucketId, name }), { force: true })));
  }

  async function removeMany(req: Request, res: Response, bucketId: string): Promise<void> {
    const claims = claimsOf(req);
    await parseJson(req, res);
    const { prefixes } = parseBody(removeSchema, req.body);
    const names = prefixes.filter((name) => {
      try {
        checkObjectName(name);
        return true;
      } catch {
        return false;
      }
    });
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      ),
    );
    await removeFiles(bucketId, rows.map((row) => row.name));
    res.json(rows.map(objectJson));
  }

  async function removeOne(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const claims = claimsOf(req);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`, [
        target.bucketId,
        target.name,
      ]),
    );
    if (rows.length === 0) throw objectNotFound();
    await removeFiles(target.bucketId, [target.name]);
    res.json({ message: 'Successfully deleted' });
  }

  /** storage-js `list`: the files and folders directly under a prefix, as storage.search() answers. */
  async function list(req: Request, res: Response, bucketId: string): Promise<void> {
    const claims = claimsOf(req);
    await parseJson(req, res);
    const body = parseBody(listSchema, req.body);
    const rawPrefix = (body.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const prefix = rawPrefix === '' ? '' : `${rawPrefix}/`;
    const likePrefix = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`, [
        bucketId,
        `${likePrefix}%`,
      ]),
    );
    const search = (body.search ?? '').toLowerCase();
    const folders = new Map<string, Record<string, unknown>>();
    const files: Record<string, unknown>[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      const child = slash === -1 ? rest : rest.slice(0, slash);
      if (!child.toLowerCase().startsWith(search)) continue;
      if (slash === -1) files.push({ ...objectJson(row), name: child });
      else if (!folders.has(child)) {
        folders.set(child, { name: child, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      }
    }
    const column = body.sortBy?.column ?? 'name';
    const direction = body.sortBy?.order === 'desc' ? -1 : 1;
    const key = (entry: Record<string, unknown>): string => {
      const value = entry[column];
      return typeof value === 'string' ? value : '';
    };
    const sorted = [...folders.values(), ...files].sort((a, b) => direction * key(a).localeCompare(key(b)));
    const offset = body.offset ?? 0;
    res.json(sorted.slice(offset, offset + (body.limit ?? 100)));
  }

  const objects: RequestHandler = async (req, res) => {
    // req.path is still percent-encoded here; names are decoded once, then checked.
    const rawPath = req.path.replace(/^\//, '');
    const slash = rawPath.indexOf('/');
    const head = slash === -1 ? rawPath : rawPath.slice(0, slash);
    const rest = slash === -1 ? '' : rawPath.slice(slash + 1);
    const method = req.method;
    if ((method === 'GET' || method === 'HEAD') && head === 'public') return downloadPublic(req, res, parseObjectTarget(rest));
    if ((method === 'GET' || method === 'HEAD') && head === 'authenticated') {
      return downloadAsCaller(req, res, parseObjectTarget(rest));
    }
    if (method === 'POST' && head === 'list') return list(req, res, checkBucketId(decodePathPart(rest)));
    if (method === 'DELETE' && slash === -1) return removeMany(req, res, checkBucketId(decodePathPart(head)));
    const target = parseObjectTarget(rawPath);
    if (method === 'GET' || method === 'HEAD') return downloadAsCaller(req, res, target);
    if (method === 'POST') return upload(req, res, target, req.headers['x-upsert'] === 'true');
    if (method === 'PUT') return upload(req, res, target, true);
    if (method === 'DELETE') return removeOne(req, res, target);
    throw new StorageHttpError(405, 'Method not allowed', `${method} is not supported here`);
  };

  router.use('/object', objects);

  router.get('/bucket', async (req, res) => {
    const claims = claimsOf(req);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`),
    );
    res.json(rows.map(bucketJson));
  });

  router.get('/bucket/:id', async (req, res) => {
    const claims = claimsOf(req);
    const id = checkBucketId(req.params.id);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    const bucket = rows[0];
    if (!bucket) throw bucketNotFound();
    res.json(bucketJson(bucket));
  });

  router.get('/health', (_req, res) => {
    res.json({ healthy: true });
  });

  router.use((_req, res) => {
    res.status(404).json({ statusCode: '404', error: 'Not Found', message: 'Route not found' });
  });
  router.use(storageErrorHandler);
  return router;
}
