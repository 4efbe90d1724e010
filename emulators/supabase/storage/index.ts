// Supabase Storage's /storage/v1 as @supabase/storage-js uses it: objects checked by RLS on storage.objects, bytes on disk.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Claims, Db, Sql } from '../db';
import { jsonBody } from '../json-body';
import { claimsFromHeaders } from '../jwt';
import type { ProjectKeys } from '../project-keys';
import { addBucketRoutes, BUCKET_COLUMNS, type BucketRow } from './buckets';
import { storageDelete } from './deletes';
import {
  alreadyExists,
  bucketNotFound,
  invalidRequest,
  objectNotFound,
  rlsRefused,
  sqlState,
  StorageHttpError,
  storageErrorHandler,
} from './errors';
import {
  checkBucketId,
  checkObjectName,
  decodePathPart,
  objectFilePath,
  parseObjectTarget,
  type ObjectTarget,
} from './paths';
import { signDownloadToken, signUploadToken, verifyUrlToken } from './signing';
import { discardBody, receiveUpload, type ReceivedUpload } from './upload';

export interface StorageRouterOptions {
  db: Db;
  keys: ProjectKeys;
  /** Object bytes go to `${dataDir}/storage/<bucket>/<name>`. */
  dataDir: string;
  /** The global cap on one object, like Storage's FILE_SIZE_LIMIT (default 50 MiB); a bucket's own limit may be lower. */
  maxFileSizeBytes?: number;
  /** The HS256 secret signed URLs are signed and verified with (hosted Storage uses the project's JWT secret). */
  urlSigningSecret: string;
}

const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;
const JSON_LIMIT = '64kb';

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

const listV2Schema = z.object({
  prefix: z.string().max(1024).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  cursor: z.string().max(200).optional(),
  with_delimiter: z.boolean().optional(),
  sortBy: z
    .object({ column: z.enum(['name', 'updated_at', 'created_at']), order: z.enum(['asc', 'desc']).optional() })
    .optional(),
});
const signSchema = z.object({ expiresIn: z.number().int().min(1), transform: z.unknown().optional() });
const signManySchema = z.object({
  expiresIn: z.number().int().min(1),
  paths: z.array(z.string().max(1024)).min(1).max(1000),
});
const moveSchema = z.object({
  bucketId: z.string().max(100),
  sourceKey: z.string().max(1024),
  destinationKey: z.string().max(1024),
  destinationBucket: z.string().max(100).optional(),
});
const copySchema = moveSchema.extend({
  metadata: z
    .object({ cacheControl: z.string().max(100).optional(), mimetype: z.string().max(200).optional() })
    .optional(),
  copyMetadata: z.boolean().optional(),
});

/** Thrown to roll back the permission probe of a signed upload URL once the write has been allowed. */
class PermissionProbeDone extends Error {}

/** Image transformations (imgproxy) are not emulated; asking for one is refused rather than ignored. */
const transformRefused = (): StorageHttpError =>
  invalidRequest('Image transformations are not supported by the local Storage stand-in');

/** What Storage's listV2 gives a folder besides its key and name: a row of nulls. */
const FOLDER_ROW = { id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };

/** The page offset a listV2 cursor stands for; a cursor this server did not make is refused. */
function cursorOffset(cursor: string): number {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const offset = typeof value === 'object' && value !== null ? (value as { o?: unknown }).o : undefined;
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidRequest('Invalid Parameter cursor');
}

/** The x-metadata header of a copy: base64 JSON, as storage-js sends it for uploads. */
function parseUserMetadataHeader(header: string): Record<string, unknown> {
  try {
    return metadataOf(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
  } catch {
    throw invalidRequest('Invalid Parameter x-metadata');
  }
}

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
  const json = jsonBody(JSON_LIMIT);
  const router = express.Router();

  const claimsOf = (req: Request): Claims => claimsFromHeaders(req.headers, keys);

  const parseJson = (req: Request, res: Response): Promise<void> =>
    new Promise((resolve, reject) => {
      json(req, res, (error?: unknown) => {
        if (error === undefined || error === null) resolve();
        else
          reject(
            error instanceof Error
              ? error
              : new StorageHttpError(400, 'Invalid Input', 'Could not read the request body'),
          );
      });
    });

  async function findBucket(id: string): Promise<BucketRow> {
    const { rows } = await db.asService('supabase_storage_admin', (sql) =>
      sql.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    const bucket = rows[0];
    if (!bucket) throw bucketNotFound();
    return bucket;
  }

  const readJson = async <T>(req: Request, res: Response, schema: z.ZodType<T>): Promise<T> => {
    await parseJson(req, res);
    return parseBody(schema, req.body);
  };

  const ownerOf = (claims: Claims): string | null =>
    typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;

  /**
   * Sends an object's bytes. Stored types were checked on upload, but a link to an object is still a
   * page on this origin: nosniff and a sandboxing CSP keep a browser from running whatever it holds.
   */
  async function sendObject(
    req: Request,
    res: Response,
    target: ObjectTarget,
    row: { metadata: unknown },
    expires?: string,
  ): Promise<void> {
    const file = objectFilePath(storageRoot, target);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw objectNotFound();
    const metadata = metadataOf(row.metadata);
    res.setHeader(
      'Content-Type',
      typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    );
    res.setHeader('Cache-Control', typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache');
    res.setHeader('Content-Length', String(info.size));
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (expires) res.setHeader('Expires', expires);
    if (typeof metadata.eTag === 'string') res.setHeader('ETag', metadata.eTag);
    const disposition = contentDisposition(req.query.download, target.name);
    if (disposition) res.setHeader('Content-Disposition', disposition);
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    await pipeline(createReadStream(file), res).catch((error: unknown) => {
      // The client went away mid-download: nothing to answer, and nothing went wrong here.
      if ((error as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  }

  const selectMetadata = (sql: Sql, target: ObjectTarget): Promise<{ rows: { metadata: unknown }[] }> =>
    sql.query<{ metadata: unknown }>(`select metadata from storage.objects where bucket_id = $1 and name = $2`, [
      target.bucketId,
      target.name,
    ]);

  /** Public bucket downloads need no token and skip RLS, as on hosted Storage. */
  async function downloadPublic(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const bucket = await findBucket(target.bucketId);
    if (!bucket.public) throw bucketNotFound();
    const row = (await db.asService('supabase_storage_admin', (sql) => selectMetadata(sql, target))).rows[0];
    if (!row) throw objectNotFound();
    await sendObject(req, res, target, row);
  }

  async function downloadAsCaller(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const claims = claimsOf(req);
    const row = (await db.asRole(claims, (sql) => selectMetadata(sql, target))).rows[0];
    if (!row) throw objectNotFound();
    await sendObject(req, res, target, row);
  }

  /** GET /object/sign/<bucket>/<name>?token=: the token alone grants access, until it expires. */
  async function downloadSigned(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (token === '')
      throw new StorageHttpError(400, 'Bad Request', "querystring must have required property 'token'", null);
    const payload = verifyUrlToken(token, `${target.bucketId}/${target.name}`, opts.urlSigningSecret);
    const row = (await db.asService('supabase_storage_admin', (sql) => selectMetadata(sql, target))).rows[0];
    if (!row) throw objectNotFound();
    const expires = typeof payload.exp === 'number' ? new Date(payload.exp * 1000).toUTCString() : undefined;
    await sendObject(req, res, target, row, expires);
  }

  async function writeRow(
    sql: Sql,
    owner: string | null,
    target: ObjectTarget,
    upload: ReceivedUpload,
    upsert: boolean,
  ): Promise<string> {
    const metadata = {
      eTag: upload.eTag,
      size: upload.size,
      mimetype: upload.mimetype,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.size,
      httpStatusCode: 200,
    };
    const id = randomUUID();
    const params = [
      id,
      target.bucketId,
      target.name,
      owner,
      JSON.stringify(metadata),
      upload.userMetadata === null ? null : JSON.stringify(upload.userMetadata),
    ];
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

  function mapObjectWriteError(error: unknown): never {
    if (sqlState(error) === '23505') throw alreadyExists();
    if (sqlState(error) === '42501') throw rlsRefused();
    if (sqlState(error) === '23503') throw bucketNotFound();
    if (isPathClash(error))
      throw new StorageHttpError(
        409,
        'Duplicate',
        'An object and a folder cannot share the same path',
        'ResourceAlreadyExists',
      );
    throw error;
  }

  /**
   * Upload: the row is written as the caller (RLS decides) and the bytes are moved into place inside
   * that transaction. A signed upload URL passes `signed`: its token already stands for the permission,
   * so the row is written past RLS with the owner the token names, as Storage's asSuperUser upload does.
   */
  async function upload(
    req: Request,
    res: Response,
    target: ObjectTarget,
    upsert: boolean,
    signed?: { owner: string | null },
  ): Promise<void> {
    const claims = signed ? undefined : claimsOf(req);
    const bucket = await findBucket(target.bucketId);
    // RLS first, as Storage's canUpload: a caller who may not write there learns that, not what the body was.
    if (claims)
      await probeWrite(claims, target, upsert).catch(async (error: unknown) => {
        await discardBody(req);
        throw error;
      });
    const bucketLimit = bucket.file_size_limit === null ? globalMax : Number(bucket.file_size_limit);
    const received = await receiveUpload(req, {
      tempDir,
      maxBytes: Math.min(globalMax, bucketLimit),
      allowedMimeTypes: bucket.allowed_mime_types,
    });
    try {
      const file = objectFilePath(storageRoot, target);
      const write = async (sql: Sql, owner: string | null): Promise<string> => {
        const rowId = await writeRow(sql, owner, target, received, upsert);
        await mkdir(path.dirname(file), { recursive: true });
        await rename(received.tempPath, file);
        return rowId;
      };
      const id = claims
        ? await db.asRole(claims, (sql) => write(sql, ownerOf(claims)))
        : await db.asService('supabase_storage_admin', (sql) => write(sql, signed?.owner ?? null));
      res.json({ Id: id, Key: `${target.bucketId}/${target.name}` });
    } catch (error) {
      return mapObjectWriteError(error);
    } finally {
      await rm(received.tempPath, { force: true });
    }
  }

  async function removeFiles(bucketId: string, names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(objectFilePath(storageRoot, { bucketId, name }), { force: true })));
  }

  const validNames = (names: string[]): string[] =>
    names.filter((name) => {
      try {
        checkObjectName(name);
        return true;
      } catch {
        return false;
      }
    });

  async function removeMany(req: Request, res: Response, bucketId: string): Promise<void> {
    const claims = claimsOf(req);
    const { prefixes } = await readJson(req, res, removeSchema);
    const names = validNames(prefixes);
    const { rows } = await db.asRole(claims, (sql) =>
      storageDelete<ObjectRow>(
        sql,
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      ),
    );
    await removeFiles(
      bucketId,
      rows.map((row) => row.name),
    );
    res.json(rows.map(objectJson));
  }

  async function removeOne(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const claims = claimsOf(req);
    const { rows } = await db.asRole(claims, (sql) =>
      storageDelete<ObjectRow>(
        sql,
        `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
        [target.bucketId, target.name],
      ),
    );
    if (rows.length === 0) throw objectNotFound();
    await removeFiles(target.bucketId, [target.name]);
    res.json({ message: 'Successfully deleted' });
  }

  const selectUnderPrefix = (sql: Sql, bucketId: string, prefix: string): Promise<{ rows: ObjectRow[] }> =>
    sql.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
      [bucketId, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );

  /** storage-js `list`: the files and folders directly under a prefix, as storage.search() answers. */
  async function list(req: Request, res: Response, bucketId: string): Promise<void> {
    const claims = claimsOf(req);
    const body = await readJson(req, res, listSchema);
    const rawPrefix = (body.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const prefix = rawPrefix === '' ? '' : `${rawPrefix}/`;
    const { rows } = await db.asRole(claims, (sql) => selectUnderPrefix(sql, bucketId, prefix));
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
        folders.set(child, {
          name: child,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
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

  /**
   * storage-js `listV2`: keys starting with `prefix` (a plain string prefix, not a folder), flat or
   * grouped at the next `/` when with_delimiter is set, in pages; the cursor is opaque to clients.
   */
  async function listV2(req: Request, res: Response, bucketId: string): Promise<void> {
    const claims = claimsOf(req);
    const body = await readJson(req, res, listV2Schema);
    const prefix = body.prefix ?? '';
    const limit = body.limit ?? 1000;
    const { rows } = await db.asRole(claims, (sql) => selectUnderPrefix(sql, bucketId, prefix));
    type Entry = { sortKey: string; folder?: string; row?: ObjectRow };
    const entries: Entry[] = [];
    const seenFolders = new Set<string>();
    const column = body.sortBy?.column ?? 'name';
    for (const row of rows) {
      const slash = body.with_delimiter ? row.name.indexOf('/', prefix.length) : -1;
      if (slash === -1) {
        const value = column === 'name' ? row.name : (iso(row[column]) ?? '');
        entries.push({ sortKey: `${value}\u0000${row.name}`, row });
        continue;
      }
      const folder = row.name.slice(0, slash + 1);
      if (seenFolders.has(folder)) continue;
      seenFolders.add(folder);
      entries.push({ sortKey: column === 'name' ? `${folder}\u0000` : `\u0000${folder}`, folder });
    }
    const direction = body.sortBy?.order === 'desc' ? -1 : 1;
    entries.sort((a, b) => direction * (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    const start = body.cursor === undefined ? 0 : cursorOffset(body.cursor);
    const page = entries.slice(start, start + limit);
    const hasNext = start + limit < entries.length;
    // Storage's search_v2 (used only with a delimiter) names each row's segment at the prefix's depth `key`.
    const levels = prefix.split('/').length;
    const keyOf = (name: string) => (body.with_delimiter ? { key: name.split('/')[levels - 1] ?? '' } : {});
    res.json({
      hasNext,
      folders: page.flatMap((entry) =>
        entry.folder === undefined ? [] : [{ ...keyOf(entry.folder), ...FOLDER_ROW, name: entry.folder }],
      ),
      objects: page.flatMap((entry) => (entry.row ? [{ ...keyOf(entry.row.name), ...objectJson(entry.row) }] : [])),
      ...(hasNext ? { nextCursor: Buffer.from(JSON.stringify({ o: start + limit })).toString('base64url') } : {}),
    });
  }

  /** POST /object/sign/<bucket>/<name>: a signed download URL, if the caller may read the object (RLS select). */
  async function signOne(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const claims = claimsOf(req);
    const body = await readJson(req, res, signSchema);
    if (body.transform !== undefined) throw transformRefused();
    const row = (await db.asRole(claims, (sql) => selectMetadata(sql, target))).rows[0];
    if (!row) throw objectNotFound();
    const url = `${target.bucketId}/${target.name}`;
    res.json({
      signedURL: `/object/sign/${url}?token=${signDownloadToken(url, body.expiresIn, opts.urlSigningSecret)}`,
    });
  }

  /** POST /object/sign/<bucket> with `paths`: one entry per path, an error for those the caller cannot read. */
  async function signMany(req: Request, res: Response, bucketId: string): Promise<void> {
    const claims = claimsOf(req);
    const body = await readJson(req, res, signManySchema);
    const secret = opts.urlSigningSecret;
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [
        bucketId,
        validNames(body.paths),
      ]),
    );
    const found = new Set(rows.map((row) => row.name));
    res.json(
      body.paths.map((name) => {
        if (!found.has(name))
          return {
            error: 'Either the object does not exist or you do not have access to it',
            path: name,
            signedURL: null,
          };
        const url = `${bucketId}/${name}`;
        return {
          error: null,
          path: name,
          signedURL: `/object/sign/${url}?token=${signDownloadToken(url, body.expiresIn, secret)}`,
        };
      }),
    );
  }

  /** Whether the caller may write the object's row (insert, or upsert), tried as the caller and rolled back. */
  async function probeWrite(claims: Claims, target: ObjectTarget, upsert: boolean): Promise<void> {
    const probe: ReceivedUpload = {
      tempPath: '',
      size: 0,
      eTag: '""',
      mimetype: 'application/octet-stream',
      cacheControl: 'no-cache',
      userMetadata: null,
    };
    await db
      .asRole(claims, async (sql) => {
        await writeRow(sql, ownerOf(claims), target, probe, upsert);
        throw new PermissionProbeDone();
      })
      .catch((error: unknown) => {
        if (error instanceof PermissionProbeDone) return;
        mapObjectWriteError(error);
      });
  }

  /** POST /object/upload/sign/<bucket>/<name>: a signed upload URL, if the caller could upload there (checked, then rolled back). */
  async function signUpload(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const claims = claimsOf(req);
    const upsert = req.headers['x-upsert'] === 'true';
    await findBucket(target.bucketId);
    await probeWrite(claims, target, upsert);
    const owner = ownerOf(claims);
    const url = `${target.bucketId}/${target.name}`;
    const token = signUploadToken({ url, upsert, ...(owner ? { owner } : {}) }, opts.urlSigningSecret);
    res.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  }

  async function uploadSigned(req: Request, res: Response, target: ObjectTarget): Promise<void> {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (token === '')
      throw new StorageHttpError(400, 'Bad Request', "querystring must have required property 'token'", null);
    const payload = verifyUrlToken(token, `${target.bucketId}/${target.name}`, opts.urlSigningSecret);
    const owner = typeof payload.owner === 'string' ? payload.owner : null;
    await upload(req, res, target, payload.upsert === true, { owner });
  }

  /** POST /object/move: the row is renamed as the caller (RLS select and update decide), the bytes follow. */
  async function move(req: Request, res: Response): Promise<void> {
    const claims = claimsOf(req);
    const body = await readJson(req, res, moveSchema);
    const source = { bucketId: checkBucketId(body.bucketId), name: checkObjectName(body.sourceKey) };
    const destination = {
      bucketId: checkBucketId(body.destinationBucket || body.bucketId),
      name: checkObjectName(body.destinationKey),
    };
    const owner = ownerOf(claims);
    const id = await db
      .asRole(claims, async (sql) => {
        const found = await sql.query<{ id: string }>(
          `select id::text as id from storage.objects where bucket_id = $1 and name = $2`,
          [source.bucketId, source.name],
        );
        const row = found.rows[0];
        if (!row) throw objectNotFound();
        if (source.bucketId === destination.bucketId && source.name === destination.name) return row.id;
        const moved = await sql.query(
          `update storage.objects set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $5::text, updated_at = now()
           where bucket_id = $1 and name = $2`,
          [source.bucketId, source.name, destination.bucketId, destination.name, owner],
        );
        if (moved.rowCount === 0) throw rlsRefused();
        const to = objectFilePath(storageRoot, destination);
        await mkdir(path.dirname(to), { recursive: true });
        await rename(objectFilePath(storageRoot, source), to);
        return row.id;
      })
      .catch(mapObjectWriteError);
    res.json({ message: 'Successfully moved', Id: id, Key: destination.name });
  }

  /** POST /object/copy: the caller must read the source and be allowed to write the destination (both by RLS). */
  async function copy(req: Request, res: Response): Promise<void> {
    const claims = claimsOf(req);
    const body = await readJson(req, res, copySchema);
    const source = { bucketId: checkBucketId(body.bucketId), name: checkObjectName(body.sourceKey) };
    const destination = {
      bucketId: checkBucketId(body.destinationBucket || body.bucketId),
      name: checkObjectName(body.destinationKey),
    };
    const upsert = req.headers['x-upsert'] === 'true';
    const owner = ownerOf(claims);
    const metadataHeader = typeof req.headers['x-metadata'] === 'string' ? req.headers['x-metadata'] : undefined;
    const userMetadata = metadataHeader === undefined ? null : parseUserMetadataHeader(metadataHeader);
    const tempPath = path.join(tempDir, `${randomUUID()}.part`);
    try {
      const row = await db
        .asRole(claims, async (sql) => {
          const found = await sql.query<ObjectRow & { user_metadata: unknown }>(
            `select ${OBJECT_COLUMNS}, user_metadata from storage.objects where bucket_id = $1 and name = $2`,
            [source.bucketId, source.name],
          );
          const original = found.rows[0];
          if (!original) throw objectNotFound();
          const base = metadataOf(original.metadata);
          const metadata = body.copyMetadata === false ? { ...base, ...(body.metadata ?? {}) } : base;
          const copyUserMetadata = body.copyMetadata === false ? userMetadata : original.user_metadata;
          const received: ReceivedUpload = {
            tempPath,
            size: typeof metadata.size === 'number' ? metadata.size : 0,
            eTag: typeof metadata.eTag === 'string' ? metadata.eTag : '""',
            mimetype: typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
            cacheControl: typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
            userMetadata: metadataOf(copyUserMetadata),
          };
          await mkdir(tempDir, { recursive: true });
          await copyFile(objectFilePath(storageRoot, source), tempPath);
          await writeRow(sql, owner, destination, received, upsert);
          const to = objectFilePath(storageRoot, destination);
          await mkdir(path.dirname(to), { recursive: true });
          await rename(tempPath, to);
          const written = await sql.query<ObjectRow>(
            `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
            [destination.bucketId, destination.name],
          );
          return written.rows[0];
        })
        .catch(mapObjectWriteError);
      res.json({ Id: row?.id, Key: `${destination.bucketId}/${destination.name}`, ...(row ? objectJson(row) : {}) });
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  /**
   * GET /object/info/<bucket>/<name> (and HEAD /object/<bucket>/<name>): in a public bucket any object is
   * described without RLS, as Storage does; otherwise the caller must be able to read it.
   */
  async function objectInfo(req: Request, res: Response, target: ObjectTarget, head: boolean): Promise<void> {
    const claims = claimsOf(req);
    const bucket = await findBucket(target.bucketId);
    const query = (sql: Sql): Promise<{ rows: (ObjectRow & { user_metadata: unknown; version: string | null })[] }> =>
      sql.query(
        `select ${OBJECT_COLUMNS}, user_metadata, version from storage.objects where bucket_id = $1 and name = $2`,
        [target.bucketId, target.name],
      );
    const { rows } = bucket.public
      ? await db.asService('supabase_storage_admin', query)
      : await db.asRole(claims, query);
    const row = rows[0];
    if (!row) throw objectNotFound();
    const metadata = metadataOf(row.metadata);
    if (head) {
      await sendObject(req, res, target, row);
      return;
    }
    res.json({
      id: row.id,
      name: row.name,
      version: row.version ?? row.id,
      bucket_id: row.bucket_id,
      size: metadata.size,
      content_type: metadata.mimetype,
      cache_control: metadata.cacheControl,
      etag: metadata.eTag,
      metadata: metadataOf(row.user_metadata),
      last_modified: metadata.lastModified ?? iso(row.updated_at),
      created_at: iso(row.created_at),
    });
  }

  const objects: RequestHandler = async (req, res) => {
    // req.path is still percent-encoded here; names are decoded once, then checked.
    const rawPath = req.path.replace(/^\//, '');
    const slash = rawPath.indexOf('/');
    const head = slash === -1 ? rawPath : rawPath.slice(0, slash);
    const rest = slash === -1 ? '' : rawPath.slice(slash + 1);
    const method = req.method;
    const read = method === 'GET' || method === 'HEAD';
    if (read && head === 'public') return downloadPublic(req, res, parseObjectTarget(rest));
    if (read && head === 'authenticated') return downloadAsCaller(req, res, parseObjectTarget(rest));
    if (read && head === 'sign') return downloadSigned(req, res, parseObjectTarget(rest));
    if (method === 'GET' && head === 'info') {
      const infoPath = rest.replace(/^(public|authenticated)\//, '');
      return objectInfo(req, res, parseObjectTarget(infoPath), false);
    }
    if (method === 'POST' && head === 'sign') {
      return rest.includes('/')
        ? signOne(req, res, parseObjectTarget(rest))
        : signMany(req, res, checkBucketId(decodePathPart(rest)));
    }
    if (head === 'upload' && rest.startsWith('sign/')) {
      const target = parseObjectTarget(rest.slice('sign/'.length));
      if (method === 'POST') return signUpload(req, res, target);
      if (method === 'PUT') return uploadSigned(req, res, target);
    }
    if (method === 'POST' && rawPath === 'move') return move(req, res);
    if (method === 'POST' && rawPath === 'copy') return copy(req, res);
    if (method === 'POST' && head === 'list') return list(req, res, checkBucketId(decodePathPart(rest)));
    if (method === 'POST' && head === 'list-v2') return listV2(req, res, checkBucketId(decodePathPart(rest)));
    if (method === 'DELETE' && slash === -1) return removeMany(req, res, checkBucketId(decodePathPart(head)));
    const target = parseObjectTarget(rawPath);
    if (method === 'HEAD') return objectInfo(req, res, target, true);
    if (method === 'GET') return downloadAsCaller(req, res, target);
    if (method === 'POST') return upload(req, res, target, req.headers['x-upsert'] === 'true');
    if (method === 'PUT') return upload(req, res, target, true);
    if (method === 'DELETE') return removeOne(req, res, target);
    throw new StorageHttpError(405, 'Method not allowed', `${method} is not supported here`, null, 405);
  };

  router.use('/object', objects);
  addBucketRoutes(router, { db, storageRoot, globalMax, claimsOf, readJson, removeFiles });

  router.get('/health', (_req, res) => {
    res.json({ healthy: true });
  });

  router.use((req, res) => {
    res
      .status(404)
      .json({ statusCode: '404', error: 'Not Found', message: `Route ${req.method}:${req.path} not found` });
  });
  router.use(storageErrorHandler);
  return router;
}
