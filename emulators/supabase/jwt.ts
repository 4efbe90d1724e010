// Reads and verifies the caller's JWT (Authorization: Bearer, else apikey) the way Supabase's gateway and PostgREST do.
import type { IncomingHttpHeaders } from 'node:http';
import type { Claims } from './db';
import type { ProjectKeys } from './project-keys';

/** A missing, malformed, forged or expired token; answered with 401. */
export class JwtError extends Error {
  /** PostgREST's error code: PGRST301 invalid token, PGRST303 failed claims (expired). */
  readonly code: 'PGRST301' | 'PGRST303';
  constructor(message: string, code: 'PGRST301' | 'PGRST303' = 'PGRST301') {
    super(message);
    this.name = 'JwtError';
    this.code = code;
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The token the request carries: the bearer token when present, else the apikey header. */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string {
  const authorization = firstHeader(headers.authorization)?.trim();
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) throw new JwtError('Authorization header must be "Bearer <token>"');
    return match[1];
  }
  const apikey = firstHeader(headers.apikey)?.trim();
  if (apikey) return apikey;
  throw new JwtError('No API key found in request');
}

/** The verified claims of the request's token (Authorization: Bearer, else apikey), as the API gateway and PostgREST see them. */
export function claimsFromHeaders(headers: IncomingHttpHeaders, keys: ProjectKeys): Readonly<Claims> {
  const apikey = firstHeader(headers.apikey)?.trim();
  // The gateway checks a new-style apikey even when a user's token rides along, and keeps secret keys out of browsers.
  if (apikey?.startsWith('sb_') && apikey !== keys.publishableKey && apikey !== keys.secretKey)
    throw new JwtError('Invalid API key');
  const token = tokenFromHeaders(headers);
  if (
    (token === keys.secretKey || apikey === keys.secretKey) &&
    /^Mozilla\//.test(firstHeader(headers['user-agent']) ?? '')
  ) {
    throw new JwtError('Forbidden use of secret API key in browser');
  }
  return keys.verify(token);
}
