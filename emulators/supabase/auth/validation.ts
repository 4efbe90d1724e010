// Request checks shared by the /auth/v1 routes: bodies, e-mail addresses, passwords and redirect targets, with GoTrue's errors.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Request } from 'express';
import { z } from 'zod';
import { AuthHttpError, badRequest } from './errors';

export const BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords rather than truncating them. */
export const MAX_PASSWORD_BYTES = 72;
// Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

// badoux/checkmail's ValidateFormat, which GoTrue's validateEmail uses: ASCII only, dotted labels of at most 63.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const metadataSchema = z.record(z.string(), z.unknown());

/** PostgreSQL text cannot hold NUL, so a NUL anywhere in the body is refused before it reaches a query. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/** Go's encoding/json, which decodes GoTrue's bodies, turns a lone surrogate into U+FFFD rather than failing. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\p{Cs}/gu, '\ufffd');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormed(item)]));
  }
  return value;
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (containsNul(body)) throw badRequest('validation_failed', 'Invalid request body: NUL characters are not allowed');
  const result = schema.safeParse(wellFormed(body ?? {}));
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw badRequest('validation_failed', `Invalid request body: ${where}${issue?.message ?? 'malformed'}`);
  }
  return result.data;
}

export function normaliseEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (Buffer.byteLength(email) > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** GoTrue's checkPasswordStrength: over 72 bytes is a 400, too short a 422 weak_password with its reasons. */
export function checkPasswordStrength(password: string): string {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/** A new password on sign-up: required, then as strong as checkPasswordStrength asks. */
export function checkNewPassword(password: string | undefined): string {
  if (password === undefined || password === '') {
    throw new AuthHttpError(422, 'validation_failed', 'Signup requires a valid password');
  }
  return checkPasswordStrength(password);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/** A user made without a password (admin create, e-mail OTP) gets a random one, as GoTrue generates it. */
export const randomPasswordHash = (): Promise<string> => hashPassword(randomBytes(48).toString('base64url'));

/** A glob of GoTrue's URI allow list (gobwas/glob with `.` and `/` as separators): `*` stays within a label, `**` does not. */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^./]*';
    } else if (char === '?') {
      source += '[^./]';
    } else {
      source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * GoTrue's redirect allow list: a URL whose host name is the site URL's, or one matching a pattern of
 * additional_redirect_urls. Only http(s) without credentials is considered, so no script URL or
 * `user@host` trick can ever receive tokens.
 */
export class RedirectPolicy {
  readonly siteUrl: URL;
  private readonly patterns: RegExp[];

  constructor(siteUrl: string, additionalRedirectUrls: readonly string[]) {
    this.siteUrl = new URL(siteUrl);
    this.patterns = additionalRedirectUrls.map(globToRegExp);
  }

  allowed(raw: string): URL | undefined {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username !== '' || url.password !== '') return undefined;
    if (url.hostname === this.siteUrl.hostname) return url;
    return this.patterns.some((pattern) => pattern.test(raw)) ? url : undefined;
  }

  /** GoTrue's getRedirectURLOrReferrer: the asked-for URL when allowed, else the site URL. */
  orSiteUrl(raw: unknown): URL {
    return (typeof raw === 'string' && raw !== '' ? this.allowed(raw) : undefined) ?? new URL(this.siteUrl);
  }
}

/**
 * GoTrue's API_EXTERNAL_URL, which links in e-mails and the token issuer name: the CLI's default, the API on
 * 127.0.0.1 at its own port. Never the request's Host or X-Forwarded-Host, which anyone sending it chooses.
 */
export function externalUrl(req: Request): string {
  return `http://127.0.0.1:${req.socket.localPort ?? 54321}${req.baseUrl}`;
}
