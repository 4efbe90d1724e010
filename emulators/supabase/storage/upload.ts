// Receives an upload body (multipart/form-data as storage-js sends, or raw bytes) into a temp file, enforcing size, type and content.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Request } from 'express';
import busboy from 'busboy';
import { payloadTooLarge, StorageHttpError } from './errors';
import { CONTENT_HEAD_BYTES, checkContent, invalidMimeType, mimeAllowed, parseMediaType, type MediaType } from './mime';

export interface UploadRules {
  tempDir: string;
  maxBytes: number;
  /** The bucket's allowed_mime_types; null or empty allows every type. `image/*` allows every image subtype. */
  allowedMimeTypes: string[] | null;
}

export interface ReceivedUpload {
  tempPath: string;
  size: number;
  /** Quoted MD5 of the bytes, as S3 and Storage report it. */
  eTag: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Bytes a client may keep sending past the limit before the connection is cut rather than drained. */
const DRAIN_ALLOWANCE = 16 * 1024 * 1024;
const DEFAULT_MIME = 'application/octet-stream';
const CACHE_CONTROL_PATTERN = /^[A-Za-z0-9=,\- ]{1,100}$/;

/** The declared type, parsed as exactly one media type and admitted by the bucket, or the refusal to answer. */
function acceptedType(declared: string, allowed: string[] | null): MediaType | StorageHttpError {
  const media = parseMediaType(declared);
  if (!media || !mimeAllowed(media, allowed)) return invalidMimeType(declared);
  return media;
}

function parseUserMetadata(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the 400 below.
  }
  throw new StorageHttpError(400, 'Invalid Input', 'metadata must be a JSON object');
}

function headerValue(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface Written {
  size: number;
  md5: string;
  tooLarge: boolean;
  /** The first CONTENT_HEAD_BYTES bytes, for the content checks. */
  head: Buffer;
}

/**
 * Writes a stream to `tempPath`, counting and hashing it. Past maxBytes it stops writing but keeps
 * draining (up to an allowance) so the client reads the 413 rather than a reset connection; past
 * the allowance it calls onOverflow (which cuts the connection) and reports the upload as too large.
 */
function writeLimited(source: Readable, tempPath: string, maxBytes: number, onOverflow: () => void): Promise<Written> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    const headChunks: Buffer[] = [];
    let headSize = 0;
    const out = createWriteStream(tempPath, { flags: 'wx' });
    let size = 0;
    let tooLarge = false;
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      source.resume();
      // Settle only once the file is closed, so the caller's removal cannot run before it is created.
      const refuse = (): void => reject(error instanceof Error ? error : new Error(String(error)));
      if (out.closed) refuse();
      else out.once('close', refuse);
      out.destroy();
    };
    const finish = (): void => {
      if (settled) return;
      settled = true;
      resolve({
        size,
        md5: hash.digest('hex'),
        tooLarge,
        head: Buffer.concat(headChunks).subarray(0, CONTENT_HEAD_BYTES),
      });
    };
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        if (!tooLarge) {
          tooLarge = true;
          out.end();
        }
        if (size > maxBytes + DRAIN_ALLOWANCE) {
          finish();
          onOverflow();
        }
        return;
      }
      hash.update(chunk);
      if (headSize < CONTENT_HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, CONTENT_HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, CONTENT_HEAD_BYTES - headSize);
      }
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    });
    source.on('error', fail);
    out.on('error', fail);
    source.on('end', () => {
      if (out.writableFinished) finish();
      else {
        out.once('finish', finish);
        if (!tooLarge) out.end();
      }
    });
  });
}

function cacheControlFromSeconds(raw: string | undefined): string {
  return raw !== undefined && /^\d{1,10}$/.test(raw) ? `max-age=${raw}` : 'max-age=3600';
}

async function receiveRaw(req: Request, rules: UploadRules, tempPath: string): Promise<ReceivedUpload> {
  const declaredType = headerValue(req, 'content-type') ?? DEFAULT_MIME;
  const declared = Number(headerValue(req, 'content-length') ?? '0');
  const cacheHeader = headerValue(req, 'cache-control');
  const cacheControl = cacheHeader !== undefined && CACHE_CONTROL_PATTERN.test(cacheHeader) ? cacheHeader : 'no-cache';
  const metadataHeader = headerValue(req, 'x-metadata');
  const userMetadata =
    metadataHeader === undefined ? null : parseUserMetadata(Buffer.from(metadataHeader, 'base64').toString('utf8'));
  const media = acceptedType(declaredType, rules.allowedMimeTypes);
  const refusal =
    media instanceof StorageHttpError
      ? media
      : declared > rules.maxBytes + DRAIN_ALLOWANCE
        ? payloadTooLarge()
        : undefined;
  const written = await writeLimited(req, tempPath, refusal ? -1 : rules.maxBytes, () => req.destroy());
  if (refusal) throw refusal;
  if (media instanceof StorageHttpError) throw media;
  if (written.tooLarge) throw payloadTooLarge();
  checkContent(media, written.head);
  return { tempPath, size: written.size, eTag: `"${written.md5}"`, mimetype: media.value, cacheControl, userMetadata };
}

function receiveMultipart(req: Request, rules: UploadRules, tempPath: string): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024, fileSize: rules.maxBytes },
      });
    } catch {
      reject(new StorageHttpError(400, 'Invalid Input', 'Malformed multipart/form-data request'));
      return;
    }
    const fields = new Map<string, string>();
    let file: Promise<Written & { media: MediaType }> | undefined;
    let refusal: StorageHttpError | undefined;

    // busboy truncates an oversized file but would drain the rest of any body; cut off a runaway one.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > rules.maxBytes + DRAIN_ALLOWANCE) {
        req.unpipe(parser);
        req.destroy();
        reject(payloadTooLarge());
      }
    });
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_name, stream, info) => {
      if (file || refusal) {
        stream.resume();
        return;
      }
      const media = acceptedType(info.mimeType || DEFAULT_MIME, rules.allowedMimeTypes);
      if (media instanceof StorageHttpError) {
        refusal = media;
        stream.resume();
        return;
      }
      let truncated = false;
      stream.on('limit', () => {
        truncated = true;
      });
      file = writeLimited(stream, tempPath, rules.maxBytes, () => undefined).then((written) => ({
        ...written,
        tooLarge: written.tooLarge || truncated,
        media,
      }));
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      // A file being written is closed first, so the caller's removal of it comes after it exists.
      const written = file
        ? file.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve();
      void written.then(() =>
        reject(new StorageHttpError(400, 'Invalid Input', 'Malformed multipart/form-data request')),
      );
    });
    parser.on('close', () => {
      if (refusal) {
        reject(refusal);
        return;
      }
      if (!file) {
        reject(new StorageHttpError(400, 'Invalid Input', 'No file was provided in the form data'));
        return;
      }
      file
        .then((written) => {
          if (written.tooLarge) throw payloadTooLarge();
          checkContent(written.media, written.head);
          const metadataField = fields.get('metadata');
          resolve({
            tempPath,
            size: written.size,
            eTag: `"${written.md5}"`,
            mimetype: written.media.value,
            cacheControl: cacheControlFromSeconds(fields.get('cacheControl')),
            userMetadata: metadataField === undefined ? null : parseUserMetadata(metadataField),
          });
        })
        .catch(reject);
    });
    req.pipe(parser);
  });
}

/** Receives the upload into a fresh temp file; the caller moves it into place or removes it. */
export async function receiveUpload(req: Request, rules: UploadRules): Promise<ReceivedUpload> {
  await mkdir(rules.tempDir, { recursive: true });
  const tempPath = path.join(rules.tempDir, `${randomUUID()}.part`);
  const contentType = headerValue(req, 'content-type') ?? '';
  try {
    return /^multipart\/form-data\b/i.test(contentType)
      ? await receiveMultipart(req, rules, tempPath)
      : await receiveRaw(req, rules, tempPath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** Reads and drops a refused upload's body (cutting off a runaway one), so the client reads the refusal, not a reset. */
export function discardBody(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded) {
      resolve();
      return;
    }
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_ALLOWANCE) {
        req.destroy();
        resolve();
      }
    });
    req.once('end', () => resolve());
    req.once('close', () => resolve());
    req.once('error', () => resolve());
    req.resume();
  });
}
