// Supabase Storage's error type and the one error middleware of /storage/v1 (`{statusCode, error, message}`).
import type { ErrorRequestHandler, Response } from 'express';
import { JwtError } from './jwt';

/** An error Storage answers as `{statusCode: '<status>', error, message}`; storage-js reads `message`. */
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageHttpError';
  }
}

export const invalidKey = (name: string): StorageHttpError =>
  new StorageHttpError(400, 'InvalidKey', `Invalid key: ${name.slice(0, 200)}`);
export const bucketNotFound = (): StorageHttpError => new StorageHttpError(404, 'Bucket not found', 'Bucket not found');
export const objectNotFound = (): StorageHttpError => new StorageHttpError(404, 'not_found', 'Object not found');
export const payloadTooLarge = (): StorageHttpError =>
  new StorageHttpError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
export const rlsRefused = (): StorageHttpError =>
  new StorageHttpError(403, 'Unauthorized', 'new row violates row-level security policy');

export function sendStorageError(res: Response, error: StorageHttpError): void {
  res.status(error.status).json({ statusCode: String(error.status), error: error.error, message: error.message });
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
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

/** Turns every failure into Storage's shape; unexpected ones become a bare 500 without internals. */
export const storageErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof StorageHttpError) {
    sendStorageError(res, error);
    return;
  }
  if (error instanceof JwtError) {
    sendStorageError(res, new StorageHttpError(403, 'Unauthorized', error.message));
    return;
  }
  if (sqlState(error) === '42501') {
    sendStorageError(res, rlsRefused());
    return;
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      sendStorageError(res, new StorageHttpError(400, 'Invalid JSON', 'Could not parse request body as JSON'));
      return;
    }
    if (error.type === 'entity.too.large') {
      sendStorageError(res, new StorageHttpError(413, 'Payload too large', 'Request body is too large'));
      return;
    }
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      sendStorageError(res, new StorageHttpError(error.status, 'Invalid Input', 'Could not read the request body'));
      return;
    }
  }
  console.error('storage: unexpected error', error);
  sendStorageError(res, new StorageHttpError(500, 'Internal', 'Internal Server Error'));
};
