// Refuses request bodies declared in a charset other than UTF-8, before any parser can reinterpret them.
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.js';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

function hasBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/**
 * JSON is UTF-8 (RFC 8259). body-parser would decode a latin1 or utf-16 body into different text than
 * the client meant, so such bodies are refused with 415 rather than guessed at.
 */
export const utf8BodiesOnly: RequestHandler = (req, _res, next) => {
  const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8' && hasBody(req.headers)) {
    next(new HttpError(415, 'Request bodies must be UTF-8 JSON', 'unsupported_charset'));
    return;
  }
  next();
};
