// Bearer-token authentication: verifies Supabase access tokens (JWKS, or a legacy HS256 secret) and gates user and office routes.
import type { Request, RequestHandler } from 'express';
import { decodeProtectedHeader, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { isWholeOffice, OFFICE_ROLES, type OfficeRole } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { GUEST_REFUSED, HttpError, SERVICE_UNAVAILABLE } from '../errors.js';

const claims = z.object({
  sub: z.string().uuid(),
  exp: z.number(),
  email: z.string().optional(),
  app_metadata: z.object({ role: z.unknown().optional() }).passthrough().optional(),
});

const users = new WeakMap<Request, AuthUser>();

function officeRole(value: unknown): OfficeRole | null {
  return OFFICE_ROLES.find((role) => role === value) ?? null;
}

/** Checks an access token and returns its user; throws HttpError 401 for anything the project did not issue. */
export type TokenVerifier = (token: string) => Promise<AuthUser>;

/** The office role an account holds now, as the database says. */
export type RoleReader = (userId: string) => Promise<OfficeRole | null>;

/** Whether an account is a guest's, as the database says. */
export type GuestReader = (userId: string) => Promise<boolean>;

/** jose's verdicts on a token itself (as opposed to failing to fetch the keys). */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/**
 * Verified tokens remembered at once, and for how long each is taken on trust before being verified again. jose keeps
 * the JWKS it fetched for 10 minutes, so a key revoked from the project counts here no later than it would without
 * the cache. Verifying is the API's costliest step per request (WebCrypto's ES256 on Node 20: about 1 ms of CPU).
 */
const VERIFIED_MAX = 10_000;
const VERIFIED_TTL_MS = 60_000;

const invalidToken = (cause?: unknown): HttpError =>
  new HttpError(401, 'Invalid or expired token', 'invalid_token', { cause });

/**
 * Verifies Supabase access tokens as a project of today signs them: ES256 (or RS256) against the project's JWKS,
 * the key chosen by `kid`; HS256 only when a legacy project's secret is configured. Audience `authenticated`, not expired.
 */
export function accessTokenVerifier(jwks: JWTVerifyGetKey, legacySecret: string | undefined): TokenVerifier {
  const hmac = legacySecret === undefined ? undefined : new TextEncoder().encode(legacySecret);
  const verified = new LRUCache<string, { user: AuthUser; expiresAtMs: number }>({
    max: VERIFIED_MAX,
    ttl: VERIFIED_TTL_MS,
  });
  return async (token) => {
    // A session sends one token with every request (a waiting room's polls, a hold, its payment): its signature is
    // checked once, its expiry on every use.
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.user;
      verified.delete(token);
      throw invalidToken();
    }
    const checked = await verifyUncached(token);
    verified.set(token, checked);
    return checked.user;
  };

  async function verifyUncached(token: string): Promise<{ user: AuthUser; expiresAtMs: number }> {
    let alg: string | undefined;
    try {
      ({ alg } = decodeProtectedHeader(token));
    } catch (cause) {
      throw invalidToken(cause);
    }
    let payload: unknown;
    try {
      const options = { audience: 'authenticated' };
      if (alg === 'HS256') {
        if (!hmac) throw invalidToken();
        ({ payload } = await jwtVerify(token, hmac, { ...options, algorithms: ['HS256'] }));
      } else {
        ({ payload } = await jwtVerify(token, jwks, { ...options, algorithms: ['ES256', 'RS256'] }));
      }
    } catch (cause) {
      if (cause instanceof HttpError) throw cause;
      // The token was judged and found wanting: 401. Anything else means the JWKS could not be fetched: try again later.
      if (cause instanceof errors.JOSEError && TOKEN_FAULTS.has(cause.code)) throw invalidToken(cause);
      throw new HttpError(503, SERVICE_UNAVAILABLE, 'auth_unavailable', { cause });
    }
    const parsed = claims.safeParse(payload);
    if (!parsed.success) throw invalidToken();
    return {
      user: Object.freeze({
        id: parsed.data.sub,
        email: parsed.data.email ?? null,
        // Only app_metadata is writable solely with the service role; user_metadata.role is self-chosen and grants
        // nothing.
        role: officeRole(parsed.data.app_metadata?.role),
      }),
      expiresAtMs: parsed.data.exp * 1000,
    };
  }
}

function bearerToken(req: Request): string {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'Sign-in required: missing bearer token', 'missing_token');
  return match[1];
}

/** Rejects requests without a valid access token (401). */
export function requireUser(verify: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    users.set(req, await verify(bearerToken(req)));
    next();
  };
}

/**
 * Rejects requests whose valid token is a guest account's (403 guest_account): what is a student's refuses a guest
 * here before any work, as the database refuses any row that would make a guest a student's (refuse_guest_accounts).
 */
export function requireStudent(verify: TokenVerifier, isGuest: GuestReader): RequestHandler {
  return async (req, _res, next) => {
    const user = await verify(bearerToken(req));
    if (await isGuest(user.id)) throw new HttpError(403, GUEST_REFUSED, 'guest_account');
    users.set(req, user);
    next();
  };
}

/**
 * Who may use an office route: the whole office (staff and admins), any office role (a warden, mess manager, guard or
 * technician too, whose places the use case then checks), or admins alone.
 */
export type OfficeAccess = 'office' | 'places' | 'admin';

export const OFFICE_REQUIRED = 'Hostel office access required';
export const ADMIN_REQUIRED = 'Admin access required';

/**
 * Rejects requests whose valid token is not a member's of the office (403). The role is read from the database for
 * every request rather than taken from the token: a role removed (or granted) by an admin counts from the next
 * request, not from when the token expires. `readRole` may share one read among requests that arrive together, each
 * read starting after its request arrived (deps.ts).
 */
export function requireOffice(
  verify: TokenVerifier,
  readRole: RoleReader,
  access: OfficeAccess = 'office',
): RequestHandler {
  return async (req, _res, next) => {
    const user = await verify(bearerToken(req));
    const role = await readRole(user.id);
    if (role === null || (access === 'office' && !isWholeOffice(role))) {
      throw new HttpError(403, OFFICE_REQUIRED, 'forbidden');
    }
    if (access === 'admin' && role !== 'admin') throw new HttpError(403, ADMIN_REQUIRED, 'forbidden');
    users.set(req, { ...user, role });
    next();
  };
}

/** Rejects requests whose valid token is not an admin's, as the database holds the role now (403). */
export function requireAdmin(verify: TokenVerifier, readRole: RoleReader): RequestHandler {
  return requireOffice(verify, readRole, 'admin');
}

/** The user a preceding requireUser/requireOffice/requireAdmin verified. */
export function currentUser(req: Request): AuthUser {
  const user = users.get(req);
  if (!user) throw new HttpError(401, 'Sign-in required: missing bearer token', 'missing_token');
  return user;
}
