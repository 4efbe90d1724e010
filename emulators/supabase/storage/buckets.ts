// Storage's bucket API (/bucket): create, get, list, update, empty, delete, as the caller so RLS on storage.buckets decides.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type express from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Claims, Db } from '../db';
import {
  accessDenied,
  bucketNotFound,
  invalidRequest,
  payloadTooLarge,
  rlsRefused,
  sqlState,
  StorageHttpError,
} from './errors';
import { invalidMimeType } from './mime';
import { storageDelete } from './deletes';
import { checkBucketId } from './paths';

export interface BucketRow {
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

export const BUCKET_COLUMNS = `id, name, owner::text as owner, public, file_size_limit, allowed_mime_types, created_at, updated_at`;

export interface BucketRouteContext {
  db: Db;
  storageRoot: string;
  /** The global cap on one object; a bucket's file_size_limit may not exceed it. */
  globalMax: number;
  claimsOf(req: Request): Claims;
  readJson<T>(req: Request, res: Response, schema: z.ZodType<T>): Promise<T>;
  /** Removes the bytes of objects already deleted from storage.objects. */
  removeFiles(bucketId: string, names: string[]): Promise<void>;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function bucketJson(row: BucketRow): Record<string, unknown> {
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

const sizeLimit = z.union([z.number().int().min(0), z.string().max(100), z.null()]).optional();
const mimeList = z.array(z.string()).max(1000).nullable().optional();
const createSchema = z.object({
  name: z.string().max(1000),
  id: z.string().max(1000).optional(),
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeList,
  type: z.string().optional(),
});
const updateSchema = z.object({
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeList,
});
const emptyBody = z.object({}).passthrough();

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/** Storage's parseFileSizeToBytes: `20GB`, `20MB`, `30KB`, `3B` (decimal units), three significant digits. */
function parseFileSize(text: string): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(text);
  if (!match?.[1] || !match[2]) throw invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const value = Number(Number.parseFloat(match[1]).toPrecision(3));
  const unit = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }[match[2].toUpperCase() as 'GB' | 'MB' | 'KB' | 'B'];
  return value * unit;
}

/** The column value for file_size_limit: undefined leaves it, null clears it; above the global cap is refused as Storage does. */
function fileSizeLimit(value: number | string | null | undefined, globalMax: number): number | null | undefined {
  if (value === undefined || value === null) return value;
  const bytes = typeof value === 'string' ? parseFileSize(value) : value;
  if (bytes > globalMax) throw payloadTooLarge();
  return bytes;
}

/** Storage's validateMimeType for a bucket's allow-list: `type/subtype` with an optional charset, or a wildcard. */
function mimeTypes(value: string[] | null | undefined): string[] | null | undefined {
  if (!value) return value;
  const kept = value.filter((entry) => entry !== '');
  for (const entry of kept) {
    if (
      entry.length > 1000 ||
      !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(entry)
    ) {
      throw invalidMimeType(entry);
    }
  }
  return kept;
}

function mapWriteError(error: unknown): never {
  const state = sqlState(error);
  if (state === '23505')
    throw new StorageHttpError(409, 'Duplicate', 'The resource already exists', 'BucketAlreadyExists');
  if (state === '42501') throw rlsRefused();
  throw error;
}

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function addBucketRoutes(router: express.Router, ctx: BucketRouteContext): void {
  const { db } = ctx;

  router.post('/bucket', async (req, res) => {
    const claims = ctx.claimsOf(req);
    const body = await ctx.readJson(req, res, createSchema);
    if (body.type !== undefined && body.type.toUpperCase() !== 'STANDARD') {
      throw invalidRequest(`Bucket type ${body.type.slice(0, 50)} is not supported by the local stand-in`);
    }
    const name = checkBucketId(body.name);
    const id = checkBucketId(body.id || name);
    const limit = fileSizeLimit(body.file_size_limit, ctx.globalMax);
    const allowed = mimeTypes(body.allowed_mime_types);
    const owner = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
    await db
      .asRole(claims, (sql) =>
        sql.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $3::text, $4, $5::bigint, $6::text[])`,
          [id, name, owner, body.public ?? false, limit ?? null, allowed ?? null],
        ),
      )
      .catch(mapWriteError);
    res.json({ name });
  });

  router.get('/bucket', async (req, res) => {
    const claims = ctx.claimsOf(req);
    const column = queryText(req.query.sortColumn) ?? 'name';
    const order = queryText(req.query.sortOrder)?.toLowerCase() === 'desc' ? 'desc' : 'asc';
    const limit = Number(queryText(req.query.limit) ?? 'NaN');
    const offset = Number(queryText(req.query.offset) ?? '0');
    const search = queryText(req.query.search) ?? '';
    if (!SORT_COLUMNS.has(column)) throw invalidRequest(`Invalid Parameter sortColumn`);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets where name ilike $1 escape '\\'
         order by ${column} ${order}, id limit $2 offset $3`,
        [
          `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
          Number.isInteger(limit) && limit > 0 ? limit : null,
          Number.isInteger(offset) && offset > 0 ? offset : 0,
        ],
      ),
    );
    res.json(rows.map(bucketJson));
  });

  router.get('/bucket/:id', async (req, res) => {
    const claims = ctx.claimsOf(req);
    const id = checkBucketId(req.params.id);
    const { rows } = await db.asRole(claims, (sql) =>
      sql.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    const bucket = rows[0];
    if (!bucket) throw bucketNotFound();
    res.json(bucketJson(bucket));
  });

  router.put('/bucket/:id', async (req, res) => {
    const claims = ctx.claimsOf(req);
    const id = checkBucketId(req.params.id);
    const body = await ctx.readJson(req, res, updateSchema);
    const limit = fileSizeLimit(body.file_size_limit, ctx.globalMax);
    const allowed = mimeTypes(body.allowed_mime_types);
    // Only what the body names changes, as Storage's knex update skips undefined columns.
    const { rowCount } = await db
      .asRole(claims, (sql) =>
        sql.query(
          `update storage.buckets set
             public = case when $2 then $3 else public end,
             file_size_limit = case when $4 then $5::bigint else file_size_limit end,
             allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
             updated_at = now()
           where id = $1`,
          [
            id,
            body.public !== undefined,
            body.public ?? null,
            limit !== undefined,
            limit ?? null,
            allowed !== undefined,
            allowed ?? null,
          ],
        ),
      )
      .catch(mapWriteError);
    if (rowCount === 0) throw bucketNotFound();
    res.json({ message: 'Successfully updated' });
  });

  router.post('/bucket/:id/empty', async (req, res) => {
    const claims = ctx.claimsOf(req);
    const id = checkBucketId(req.params.id);
    await ctx.readJson(req, res, emptyBody);
    const { deleted, remaining } = await db.asRole(claims, async (sql) => {
      const bucket = await sql.query(`select id from storage.buckets where id = $1`, [id]);
      if (bucket.rows.length === 0) throw bucketNotFound();
      const visible = await sql.query<{ name: string }>(`select name from storage.objects where bucket_id = $1`, [id]);
      const names = visible.rows.map((row) => row.name);
      const gone = await storageDelete<{ name: string }>(
        sql,
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name`,
        [id, names],
      );
      const goneNames = new Set(gone.rows.map((row) => row.name));
      return { deleted: [...goneNames], remaining: names.filter((name) => !goneNames.has(name)) };
    });
    await ctx.removeFiles(id, deleted);
    if (remaining.length > 0) {
      throw accessDenied(`Cannot delete: ${remaining.join(' ,')}, you may have SELECT but not DELETE permissions`);
    }
    // Hosted Storage queues the deletion and says so; here it is already done, which the words allow.
    res.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  router.delete('/bucket/:id', async (req, res) => {
    const claims = ctx.claimsOf(req);
    const id = checkBucketId(req.params.id);
    // Existence and emptiness are checked past RLS, as Storage does (asSuperUser), so a hidden object still blocks the delete.
    const { rows } = await db.asService('supabase_storage_admin', (sql) =>
      sql.query<{ found: boolean; objects: number }>(
        `select exists (select 1 from storage.buckets where id = $1) as found,
                (select count(*)::int from storage.objects where bucket_id = $1) as objects`,
        [id],
      ),
    );
    if (!rows[0]?.found) throw bucketNotFound();
    const notEmpty = new StorageHttpError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
    if ((rows[0].objects ?? 0) > 0) throw notEmpty;
    const { rowCount } = await db
      .asRole(claims, (sql) => storageDelete(sql, `delete from storage.buckets where id = $1`, [id]))
      .catch((error: unknown) => {
        if (sqlState(error) === '23503') throw notEmpty;
        return mapWriteError(error);
      });
    if (rowCount === 0) throw bucketNotFound();
    await rm(path.join(ctx.storageRoot, id), { recursive: true, force: true });
    res.json({ message: 'Successfully deleted' });
  });
}
