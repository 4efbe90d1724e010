// GoTrue's /auth/v1 as @supabase/auth-js uses it: sign-up, password and refresh grants, user, logout, local OAuth consent.
import { createHash, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import type { Db } from './db';
import { JwtError } from './jwt';
import type { ProjectKeys } from './project-keys';
import { AuthHttpError, authErrorHandler, badRequest, invalidCredentials } from './auth-errors';
import { createAuthRateLimiters, DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './auth-rate-limit';
import { createSession, endSessions, refreshSession, sessionExists, type TokenContext } from './auth-sessions';
import {
  asObject,
  findUserByEmail,
  findUserById,
  insertUser,
  loadUserJson,
  providersOf,
  updateUser,
  upsertIdentity,
  type JsonObject,
  type UserRow,
} from './auth-users';
import { CONSENT_PAGE_HEADERS, OAUTH_PROVIDERS, renderConsentPage } from './consent-page';

export interface AuthRouterOptions {
  db: Db;
  keys: ProjectKeys;
  /** Where OAuth may send the browser back to besides localhost (GoTrue's SITE_URL). */
  siteUrl?: string;
  rateLimits?: Partial<AuthRateLimits>;
  /** How long a just-rotated refresh token may still be exchanged (GoTrue's reuse interval), in seconds. */
  refreshTokenReuseIntervalSeconds?: number;
}

const DEFAULT_SITE_URL = 'http://localhost:5173';
const BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords rather than truncating them. */
const MAX_PASSWORD_BYTES = 72;
const BODY_LIMIT = '64kb';
const OAUTH_CODE_TTL_MS = 5 * 60 * 1000;
const MAX_PENDING_OAUTH_CODES = 1000;
// Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const metadataSchema = z.record(z.string(), z.unknown());
const signupSchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  data: metadataSchema.optional(),
});
const passwordGrantSchema = z.object({ email: z.string().max(320).optional(), password: z.string().max(1024).optional() });
const refreshGrantSchema = z.object({ refresh_token: z.string().max(1024).optional() });
const pkceGrantSchema = z.object({ auth_code: z.string().max(1024).optional(), code_verifier: z.string().max(1024).optional() });
const userUpdateSchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  data: metadataSchema.optional(),
});
const consentSchema = z.object({
  provider: z.string().max(64),
  redirect_to: z.string().max(2048),
  email: z.string().max(320),
  full_name: z.string().max(200),
  code_challenge: z.string().max(256).optional(),
  code_challenge_method: z.string().max(16).optional(),
});

/** PostgreSQL text cannot hold NUL, so a NUL anywhere in the body is refused before it reaches a query. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (containsNul(body)) throw badRequest('validation_failed', 'Invalid request body: NUL characters are not allowed');
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw badRequest('validation_failed', `Invalid request body: ${where}${issue?.message ?? 'malformed'}`);
  }
  return result.data;
}

function normaliseEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

function checkNewPassword(password: string | undefined): string {
  if (password === undefined || password === '') {
    throw new AuthHttpError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthHttpError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
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

/** Only this stand-in's own pages, localhost and the site URL may receive tokens (no open redirect). */
function allowedRedirect(raw: string, siteUrl: URL): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return local || url.origin === siteUrl.origin ? url : undefined;
}

function withFragment(target: URL, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

function withQuery(target: URL, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

interface PendingOAuthCode {
  userId: string;
  challenge: string;
  method: 'plain' | 's256';
  expiresAt: number;
}

function verifierMatches(pending: PendingOAuthCode, verifier: string): boolean {
  const expected = pending.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return expected === pending.challenge;
}

function bearerToken(req: Request): string {
  const header = req.headers.authorization?.trim();
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

interface Caller {
  user: UserRow;
  sessionId: string | undefined;
}

export function createAuthRouter(opts: AuthRouterOptions): express.Router {
  const { db, keys } = opts;
  const siteUrl = new URL(opts.siteUrl ?? DEFAULT_SITE_URL);
  const reuseInterval = opts.refreshTokenReuseIntervalSeconds ?? 10;
  const limiters = createAuthRateLimiters({ ...DEFAULT_AUTH_RATE_LIMITS, ...opts.rateLimits });
  const pendingCodes = new Map<string, PendingOAuthCode>();
  const router = express.Router();

  const tokenContext = (req: Request): TokenContext => ({
    keys,
    issuer: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}`,
  });

  /** The signed-in caller, as GoTrue's requireAuthentication: a valid token whose user and session still exist. */
  async function authenticate(req: Request): Promise<Caller> {
    const token = bearerToken(req);
    let claims;
    try {
      claims = keys.verify(token);
    } catch (error) {
      const reason = error instanceof JwtError ? error.message : 'invalid token';
      throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      throw new AuthHttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const sub = claims.sub;
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    const found = await db.asOwner(async (sql) => ({
      user: await findUserById(sql, sub),
      sessionAlive: sessionId === undefined ? true : await sessionExists(sql, sessionId),
    }));
    if (!found.user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (!found.sessionAlive) {
      throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user: found.user, sessionId };
  }

  router.use(express.json({ limit: BODY_LIMIT }));
  router.use(express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 }));

  router.get('/health', (_req, res) => {
    res.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
  });

  // GoTrue publishes the keys that verify its tokens; a legacy HS256 project publishes none.
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('cache-control', 'public, max-age=600').json(keys.jwks);
  });

  router.get('/settings', (_req, res) => {
    res.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        email: true,
        facebook: false,
        figma: false,
        github: true,
        gitlab: false,
        google: true,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        phone: false,
        slack_oidc: false,
        spotify: false,
        twitch: false,
        twitter: false,
        workos: false,
        zoom: false,
      },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  router.post('/signup', limiters.signup, async (req, res) => {
    const body = parseBody(signupSchema, req.body);
    const email = normaliseEmail(body.email);
    const password = checkNewPassword(body.password);
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    const session = await db.asOwner(async (sql) => {
      if (await findUserByEmail(sql, email)) return undefined;
      const user = await insertUser(sql, {
        email,
        encryptedPassword: hash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: body.data ?? {},
      });
      await upsertIdentity(sql, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data: { sub: user.id, email, email_verified: true, phone_verified: false },
      });
      return createSession(sql, tokenContext(req), user);
    });
    if (!session) throw new AuthHttpError(422, 'user_already_exists', 'User already registered');
    res.json(session);
  });

  router.post('/token', ...limiters.token, async (req, res) => {
    const grantType = req.query.grant_type;
    if (grantType === 'password') {
      const body = parseBody(passwordGrantSchema, req.body);
      if (!body.email) throw badRequest('validation_failed', 'missing email or phone');
      const email = body.email.trim().toLowerCase();
      const password = body.password ?? '';
      const user = await db.asOwner((sql) => findUserByEmail(sql, email));
      if (!(await passwordMatches(password, user?.encrypted_password ?? null)) || !user) throw invalidCredentials();
      if (user.email_confirmed_at === null) throw badRequest('email_not_confirmed', 'Email not confirmed');
      const session = await db.asOwner(async (sql) =>
        createSession(sql, tokenContext(req), await updateUser(sql, user.id, { signedIn: true })),
      );
      res.json(session);
      return;
    }
    if (grantType === 'refresh_token') {
      const body = parseBody(refreshGrantSchema, req.body);
      if (!body.refresh_token) throw badRequest('validation_failed', 'refresh_token required');
      const presented = body.refresh_token;
      const outcome = await db.asOwner((sql) => refreshSession(sql, tokenContext(req), presented, reuseInterval));
      if (outcome.kind === 'not_found') {
        throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      if (outcome.kind === 'already_used') {
        throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      res.json(outcome.session);
      return;
    }
    if (grantType === 'pkce') {
      const body = parseBody(pkceGrantSchema, req.body);
      if (!body.auth_code || !body.code_verifier) {
        throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      }
      const pending = pendingCodes.get(body.auth_code);
      if (!pending) throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      pendingCodes.delete(body.auth_code);
      if (pending.expiresAt < Date.now()) throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
      if (!verifierMatches(pending, body.code_verifier)) {
        throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      const session = await db.asOwner(async (sql) => {
        const user = await findUserById(sql, pending.userId);
        return user ? createSession(sql, tokenContext(req), user) : undefined;
      });
      if (!session) throw new AuthHttpError(404, 'user_not_found', 'User not found');
      res.json(session);
      return;
    }
    throw badRequest('unsupported_grant_type', 'unsupported_grant_type');
  });

  router.get('/user', async (req, res) => {
    const { user } = await authenticate(req);
    res.json(await db.asOwner((sql) => loadUserJson(sql, user)));
  });

  router.put('/user', async (req, res) => {
    const { user } = await authenticate(req);
    const body = parseBody(userUpdateSchema, req.body);
    const changes: Parameters<typeof updateUser>[2] = {};
    if (body.data !== undefined) {
      changes.userMetadata = { ...asObject(user.raw_user_meta_data), ...body.data };
    }
    if (body.password !== undefined) {
      const password = checkNewPassword(body.password);
      if (await passwordMatches(password, user.encrypted_password)) {
        throw new AuthHttpError(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.encryptedPassword = await bcrypt.hash(password, BCRYPT_COST);
    }
    const newEmail = body.email === undefined || body.email.trim().toLowerCase() === user.email ? undefined : normaliseEmail(body.email);
    const updated = await db.asOwner(async (sql) => {
      if (newEmail !== undefined) {
        const holder = await findUserByEmail(sql, newEmail);
        if (holder && holder.id !== user.id) return undefined;
        changes.email = newEmail;
      }
      return loadUserJson(sql, await updateUser(sql, user.id, changes));
    });
    if (!updated) {
      throw new AuthHttpError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    res.json(updated);
  });

  router.post('/logout', async (req, res) => {
    const scope = req.query.scope ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest('validation_failed', 'Unsupported logout scope, use global, local or others');
    }
    const { user, sessionId } = await authenticate(req);
    await db.asOwner((sql) => endSessions(sql, user.id, sessionId, scope));
    res.status(204).end();
  });

  function oauthProvider(raw: unknown): { provider: string; info: (typeof OAUTH_PROVIDERS)[string] } {
    const provider = typeof raw === 'string' ? raw : '';
    const info = Object.hasOwn(OAUTH_PROVIDERS, provider) ? OAUTH_PROVIDERS[provider] : undefined;
    if (!info) {
      throw badRequest('validation_failed', `Unsupported provider: Provider ${provider || '(none)'} could not be found`);
    }
    return { provider, info };
  }

  function redirectTarget(raw: unknown): URL {
    const target = raw === undefined || raw === '' ? siteUrl.toString() : raw;
    const url = typeof target === 'string' ? allowedRedirect(target, siteUrl) : undefined;
    if (!url) throw badRequest('validation_failed', 'redirect_to must be an http(s) URL on localhost or the site URL');
    return url;
  }

  function pkceParams(challenge: unknown, method: unknown): { code_challenge: string; code_challenge_method: string } | undefined {
    if (challenge === undefined || challenge === '') return undefined;
    const normalisedMethod = typeof method === 'string' ? method.toLowerCase() : 'plain';
    if (typeof challenge !== 'string' || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge) || (normalisedMethod !== 's256' && normalisedMethod !== 'plain')) {
      throw badRequest('validation_failed', 'code challenge or its method is invalid');
    }
    return { code_challenge: challenge, code_challenge_method: normalisedMethod };
  }

  router.get('/authorize', (req: Request, res: Response) => {
    const { provider, info } = oauthProvider(req.query.provider);
    const target = redirectTarget(req.query.redirect_to);
    const pkce = pkceParams(req.query.code_challenge, req.query.code_challenge_method);
    const cancelUrl = withFragment(target, {
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: `The user cancelled sign-in with ${info.label}`,
    });
    res.set(CONSENT_PAGE_HEADERS).type('html').send(
      renderConsentPage({ provider, info, cancelUrl, hidden: { redirect_to: target.toString(), ...pkce } }),
    );
  });

  router.post('/authorize/consent', async (req, res) => {
    const body = parseBody(consentSchema, req.body);
    const { provider } = oauthProvider(body.provider);
    const target = redirectTarget(body.redirect_to);
    const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
    const email = normaliseEmail(body.email);
    const fullName = body.full_name.trim();
    if (fullName === '') throw badRequest('validation_failed', 'A full name is required');

    const user = await db.asOwner(async (sql) => {
      const existing = await findUserByEmail(sql, email);
      const identityMetadata: JsonObject = { full_name: fullName, name: fullName, email, email_verified: true };
      let row: UserRow;
      if (existing) {
        const appMetadata = asObject(existing.raw_app_meta_data);
        const providers = providersOf(appMetadata);
        row = await updateUser(sql, existing.id, {
          appMetadata: {
            ...appMetadata,
            provider: typeof appMetadata.provider === 'string' ? appMetadata.provider : provider,
            providers: providers.includes(provider) ? providers : [...providers, provider],
          },
          userMetadata: { ...asObject(existing.raw_user_meta_data), ...identityMetadata },
          signedIn: true,
        });
      } else {
        row = await insertUser(sql, {
          email,
          encryptedPassword: null,
          appMetadata: { provider, providers: [provider] },
          userMetadata: identityMetadata,
        });
      }
      // The provider's own account id is stable per e-mail, as a real provider's subject would be.
      const providerId = createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
      await upsertIdentity(sql, {
        userId: row.id,
        provider,
        providerId,
        data: { ...identityMetadata, sub: providerId, provider_id: providerId, iss: `local-${provider}` },
      });
      return row;
    });

    if (pkce) {
      if (pendingCodes.size >= MAX_PENDING_OAUTH_CODES) {
        const oldest = pendingCodes.keys().next();
        if (!oldest.done) pendingCodes.delete(oldest.value);
      }
      const code = randomUUID();
      pendingCodes.set(code, {
        userId: user.id,
        challenge: pkce.code_challenge,
        method: pkce.code_challenge_method === 's256' ? 's256' : 'plain',
        expiresAt: Date.now() + OAUTH_CODE_TTL_MS,
      });
      res.redirect(303, withQuery(target, { code }));
      return;
    }

    const session = await db.asOwner((sql) => createSession(sql, tokenContext(req), user));
    res.redirect(
      303,
      withFragment(target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: 'local',
        refresh_token: session.refresh_token,
        token_type: session.token_type,
      }),
    );
  });

  router.use((_req, res) => {
    res.status(404).json({ code: 404, error_code: 'not_found', msg: 'Not Found' });
  });
  router.use(authErrorHandler);
  return router;
}
