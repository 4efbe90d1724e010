// Supabase Storage's error type and the one error middleware of /storage/v1 (`{statusCode, code, error, message}`).
import type { ErrorRequestHandler, Response } from 'express';
import { JwtError } from '../jwt';

/**
 * An error Storage answers as `{statusCode: '<status>', code, error, message}`. Hosted Storage sends
 * such errors with HTTP 400 whatever `statusCode` says (500 stays 500): a legacy choice its
 * maintainers keep (supabase/storage#323), so storage-js users see `status` 400 and `statusCode` '404'.
 * Framework-level errors (unknown route, unreadable body) keep their own HTTP status, as Fastify's do.
 */
export class StorageHttpError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    /** Storage's ErrorCode; null for framework errors, which carry none. */
    readonly code: string | null = error,
    httpStatus?: number,
  ) {
    super(message);
    this.name = 'StorageHttpError';
    this.httpStatus = httpStatus ?? (status === 500 ? 500 : 400);
  }
}

// Names, codes and messages as supabase/storage's ERRORS (src/internal/errors/codes.ts).
export const invalidKey = (name: string): StorageHttpError =>
  new StorageHttpError(400, 'InvalidKey', `Invalid key: ${name.slice(0, 200)}`);
export const bucketNotFound = (): StorageHttpError =>
  new StorageHttpError(404, 'Bucket not found', 'Bucket not found', 'NoSuchBucket');
export const objectNotFound = (): StorageHttpError =>
  new StorageHttpError(404, 'not_found', 'Object not found', 'NoSuchKey');
export const payloadTooLarge = (): StorageHttpError =>
  new StorageHttpError(413, 'Payload too large', 'The object exceeded the maximum allowed size', 'EntityTooLarge');
export const accessDenied = (message: string): StorageHttpError =>
  new StorageHttpError(403, 'Unauthorized', message, 'AccessDenied');
export const rlsRefused = (): StorageHttpError => accessDenied('new row violates row-level security policy');
export const alreadyExists = (): StorageHttpError =>
  new StorageHttpError(409, 'Duplicate', 'The resource already exists', 'ResourceAlreadyExists');
export const invalidRequest = (message: string, status = 400): StorageHttpError =>
  new StorageHttpError(status, 'InvalidRequest', message);
export const invalidJwt = (message: string): StorageHttpError => new StorageHttpError(400, 'InvalidJWT', message);

/** Storage's DBError.fromDBError turns 22P02 into InvalidParameter with PostgreSQL's message. */
const invalidParameter = (message: string): StorageHttpError => new StorageHttpError(400, 'InvalidParameter', message);
/**
 * 22P02 (bad json or uuid text) as Storage; a NUL in text (22021) or jsonb (22P05) Storage leaves to a
 * 500 DatabaseError, and the stand-in answers it the same way, since it is the caller's input that is wrong.
 */
const INVALID_VALUE_STATES = new Set(['22P02', '22021', '22P05']);

export function sendStorageError(res: Response, error: StorageHttpError): void {
  const code = error.code === null ? {} : { code: error.code };
  res
    .status(error.httpStatus)
    .json({ statusCode: String(error.status), ...code, error: error.error, message: error.message });
}

/** The SQLSTATE of a database error from either driver (pg and PGlite both expose `code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (typeof (error as { type?: unknown }).type === 'string' || (error as { expose?: unknown }).expose === true)
  );
}

/** Turns every failure into Storage's shape; unexpected ones become a bare 500 without internals. */
export const storageErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof StorageHttpError) {
    sendStorageError(res, error);
    return;
  }
  if (error instanceof JwtError) {
    sendStorageError(res, accessDenied(error.message));
    return;
  }
  if (sqlState(error) === '42501') {
    sendStorageError(res, rlsRefused());
    return;
  }
  if (INVALID_VALUE_STATES.has(sqlState(error) ?? '')) {
    sendStorageError(res, invalidParameter((error as Error).message));
    return;
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      sendStorageError(
        res,
        new StorageHttpError(400, 'Invalid JSON', 'Could not parse request body as JSON', null, 400),
      );
      return;
    }
    if (error.type === 'entity.too.large') {
      sendStorageError(res, new StorageHttpError(413, 'Payload too large', 'Request body is too large', null, 413));
      return;
    }
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      sendStorageError(
        res,
        new StorageHttpError(error.status, 'Invalid Input', 'Could not read the request body', null, error.status),
      );
      return;
    }
  }
  console.error('storage: unexpected error', error);
  sendStorageError(res, new StorageHttpError(500, 'Internal', 'Internal Server Error', null, 500));
};
