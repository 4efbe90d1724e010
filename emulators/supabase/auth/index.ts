// GoTrue's /auth/v1 as @supabase/auth-js uses it: sign-up, grants, user, logout, e-mail links, admin API, local OAuth consent.
import { randomUUID } from 'node:crypto';
import express, { type Request } from 'express';
import { z } from 'zod';
import type { Db } from '../db';
import { jsonBody } from '../json-body';
import { JwtError } from '../jwt';
import type { ProjectKeys } from '../project-keys';
import { mountAdminRoutes } from './admin';
import { AuthHttpError, authErrorHandler, badRequest, invalidCredentials } from './errors';
import { beforeUserCreatedHook } from './hooks';
import { createMailer, type Mailer } from './mail';
import { mountOAuthRoutes } from './oauth';
import { pkceChallenge, PkceCodes } from './pkce';
import { createAuthRateLimiters, DEFAULT_AUTH_RATE_LIMITS, EmailBudget, type AuthRateLimits } from './rate-limit';
import { mountEmailRoutes } from './recovery';
import { createSession, endSessions, refreshSession, sessionExists, type TokenContext } from './sessions';
import {
  asObject,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  isBanned,
  loadUserJson,
  UnreadableUserError,
  updateUser,
  type UserRow,
} from './users';
import {
  checkNewPassword,
  checkPasswordStrength,
  externalUrl,
  hashPassword,
  metadataSchema,
  normaliseEmail,
  parseBody,
  passwordMatches,
  RedirectPolicy,
} from './validation';

export interface AuthRouterOptions {
  db: Db;
  keys: ProjectKeys;
  /** GoTrue's SITE_URL: where links and OAuth go when no allowed redirect_to is given. */
  siteUrl?: string;
  /** config.toml `additional_redirect_urls`: further redirect targets, GoTrue globs allowed. */
  additionalRedirectUrls?: string[];
  rateLimits?: Partial<AuthRateLimits>;
  /** How long a just-rotated refresh token may still be exchanged (GoTrue's reuse interval), in seconds. */
  refreshTokenReuseIntervalSeconds?: number;
  /** Access-token lifetime, config.toml `[auth] jwt_expiry`; default 3600. */
  jwtExpirySeconds?: number;
  /** Where GoTrue's e-mails go (locally the mail catcher); default smtp://127.0.0.1:54325. */
  smtpUrl?: string;
  /** How long e-mail links and codes stay valid, config.toml `[auth.email] otp_expiry`; default 3600. */
  otpExpirySeconds?: number;
  /** config.toml `[auth] enable_signup`; default true. */
  enableSignup?: boolean;
  /** config.toml `[auth.email] enable_signup`: the e-mail provider itself; default true. */
  emailEnabled?: boolean;
  /** config.toml `[auth.email] enable_confirmations`; default false (mailer_autoconfirm). */
  emailConfirmations?: boolean;
  /** config.toml `[auth.hook.before_user_created] uri` when enabled: `pg-functions://<database>/<schema>/<function>`. */
  beforeUserCreatedUri?: string;
}

const DEFAULT_SITE_URL = 'http://localhost:5173';
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:54325';
const BODY_LIMIT = '64kb';

const signupSchema = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  password: z.string().max(1024).optional(),
  data: metadataSchema.optional(),
  code_challenge: z.string().max(256).nullish(),
  code_challenge_method: z.string().max(16).nullish(),
});
const passwordGrantSchema = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  password: z.string().max(1024).optional(),
});
const refreshGrantSchema = z.object({ refresh_token: z.string().max(1024).optional() });
const pkceGrantSchema = z.object({
  auth_code: z.string().max(1024).optional(),
  code_verifier: z.string().max(1024).optional(),
});
const userUpdateSchema = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  password: z.string().max(1024).optional(),
  data: metadataSchema.optional(),
});
const resendSchema = z.object({
  type: z.string().max(32).optional(),
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
});
const factorSchema = z.object({ factor_type: z.string().max(32).optional() });

/** A user row GoTrue's driver cannot scan is a 500 in the words the endpoint gives it (supabase/auth internal/api). */
function gotrueReadError(message: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof UnreadableUserError) throw new AuthHttpError(500, 'unexpected_failure', message);
    throw error;
  };
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

/** The router and what it holds open (the SMTP transport); close() lets a test or shutdown release it. */
export function createAuthRouter(opts: AuthRouterOptions): express.Router & { close(): void } {
  const { db, keys } = opts;
  const redirects = new RedirectPolicy(opts.siteUrl ?? DEFAULT_SITE_URL, opts.additionalRedirectUrls ?? []);
  const reuseInterval = opts.refreshTokenReuseIntervalSeconds ?? 10;
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS, ...opts.rateLimits };
  const limiters = createAuthRateLimiters(limits);
  const signupEnabled = opts.enableSignup ?? true;
  const emailEnabled = opts.emailEnabled ?? true;
  const confirmations = opts.emailConfirmations ?? false;
  const codes = new PkceCodes();
  const beforeUserCreated = beforeUserCreatedHook(db, opts.beforeUserCreatedUri);
  const mailer: Mailer = createMailer(opts.smtpUrl ?? DEFAULT_SMTP_URL);
  const router = express.Router();

  const tokenContext = (req: Request): TokenContext => ({
    keys,
    issuer: externalUrl(req),
    ...(opts.jwtExpirySeconds ? { ttlSeconds: opts.jwtExpirySeconds } : {}),
  });

  /** What config.toml turns off, refused with GoTrue's own words before anything is looked up. */
  function signupAllowed(): void {
    if (!signupEnabled) throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (!emailEnabled) throw new AuthHttpError(422, 'email_provider_disabled', 'Email signups are disabled');
  }

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
    const found = await db.asService('supabase_auth_admin', async (sql) => ({
      user: await findUserById(sql, sub),
      sessionAlive: sessionId === undefined ? true : await sessionExists(sql, sessionId),
    }));
    if (!found.user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (!found.sessionAlive) {
      throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user: found.user, sessionId };
  }

  router.use(jsonBody(BODY_LIMIT));
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
        email: emailEnabled,
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
      disable_signup: !signupEnabled,
      mailer_autoconfirm: !confirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  const flows = mountEmailRoutes(router, {
    db,
    mailer,
    budget: new EmailBudget(limits.emailSentPerHour),
    redirects,
    codes,
    tokenContext,
    otpExpirySeconds: opts.otpExpirySeconds ?? 3600,
    signupAllowed,
    beforeUserCreated,
  });

  router.post('/signup', limiters.signup, async (req, res) => {
    const body = parseBody(signupSchema, req.body);
    if (!body.email && !body.phone) {
      // auth-js signInAnonymously posts here with neither; anonymous users are off in config.toml.
      if (!signupEnabled) throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
      throw new AuthHttpError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (!signupEnabled) throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (body.phone) throw new AuthHttpError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    signupAllowed();
    const email = normaliseEmail(body.email);
    const password = checkNewPassword(body.password);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirects.orSiteUrl(req.query.redirect_to);
    const hash = await hashPassword(password);
    // As GoTrue's Signup: only an address nobody holds yet is put to the hook, outside the transaction that makes it.
    const holder = await db
      .asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email))
      .catch(gotrueReadError('Database error finding user'));
    if (!holder) {
      await beforeUserCreated(req, {
        email,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: body.data ?? {},
      });
    }
    const outcome = await db
      .asService('supabase_auth_admin', async (sql) => {
        const existing = await findUserByEmail(sql, email);
        if (existing) return { kind: 'existing' as const, existing };
        const user = await insertEmailUser(
          sql,
          {
            email,
            encryptedPassword: hash,
            appMetadata: { provider: 'email', providers: ['email'] },
            userMetadata: body.data ?? {},
            confirmed: !confirmations,
            signedIn: !confirmations,
          },
          body.data ?? {},
        );
        return {
          kind: 'created' as const,
          user,
          session: confirmations ? undefined : await createSession(sql, tokenContext(req), user),
        };
      })
      .catch(gotrueReadError('Database error finding user'));
    if (outcome.kind === 'existing') {
      if (!confirmations) throw new AuthHttpError(422, 'user_already_exists', 'User already registered');
      // With confirmations on GoTrue answers as for a new address, so sign-up does not reveal who is registered.
      if (outcome.existing.email_confirmed_at === null) {
        await flows.sendLink(req, outcome.existing, 'signup', { redirectTo, ...(pkce ? { pkce } : {}) });
      }
      res.json(obfuscatedUser(email, body.data ?? {}));
      return;
    }
    if (outcome.session) {
      res.json(outcome.session);
      return;
    }
    await flows.sendLink(req, outcome.user, 'signup', { redirectTo, ...(pkce ? { pkce } : {}) });
    res.json(
      await db.asService('supabase_auth_admin', async (sql) =>
        loadUserJson(sql, (await findUserById(sql, outcome.user.id)) ?? outcome.user),
      ),
    );
  });

  router.post('/resend', async (req, res) => {
    const body = parseBody(resendSchema, req.body);
    if (body.phone || body.type === 'sms' || body.type === 'phone_change') {
      throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    }
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = normaliseEmail(body.email);
    const redirectTo = redirects.orSiteUrl(req.query.redirect_to);
    const user = await db.asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email));
    if (user && body.type === 'signup' && user.email_confirmed_at === null) {
      await flows.sendLink(req, user, 'signup', { redirectTo });
    } else if (user?.email_change && body.type === 'email_change') {
      await flows.sendLink(req, user, 'email_change_new', { redirectTo, newEmail: user.email_change });
    }
    res.json({});
  });

  router.post('/token', ...limiters.token, async (req, res) => {
    const grantType = req.query.grant_type;
    if (grantType === 'password') {
      const body = parseBody(passwordGrantSchema, req.body);
      if (body.phone && !body.email)
        throw new AuthHttpError(422, 'phone_provider_disabled', 'Phone logins are disabled');
      if (!emailEnabled) throw new AuthHttpError(422, 'email_provider_disabled', 'Email logins are disabled');
      if (!body.email) throw badRequest('validation_failed', 'missing email or phone');
      const email = body.email.trim().toLowerCase();
      const password = body.password ?? '';
      const user = await db
        .asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email))
        .catch(gotrueReadError('Database error querying schema'));
      if (!(await passwordMatches(password, user?.encrypted_password ?? null)) || !user) throw invalidCredentials();
      if (user.email_confirmed_at === null) throw badRequest('email_not_confirmed', 'Email not confirmed');
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
      const session = await db.asService('supabase_auth_admin', async (sql) =>
        createSession(sql, tokenContext(req), await updateUser(sql, user.id, { signedIn: true })),
      );
      res.json(session);
      return;
    }
    if (grantType === 'refresh_token') {
      const body = parseBody(refreshGrantSchema, req.body);
      if (!body.refresh_token) throw badRequest('validation_failed', 'refresh_token required');
      const presented = body.refresh_token;
      const outcome = await db.asService('supabase_auth_admin', (sql) =>
        refreshSession(sql, tokenContext(req), presented, reuseInterval),
      );
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
      const outcome = codes.exchange(body.auth_code, body.code_verifier);
      if (outcome.kind === 'not_found') {
        throw new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      }
      if (outcome.kind === 'expired')
        throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
      if (outcome.kind === 'bad_verifier') {
        throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      const session = await db.asService('supabase_auth_admin', async (sql) => {
        const user = await findUserById(sql, outcome.userId);
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
    res.json(await db.asService('supabase_auth_admin', (sql) => loadUserJson(sql, user)));
  });

  router.put('/user', async (req, res) => {
    const { user, sessionId } = await authenticate(req);
    const body = parseBody(userUpdateSchema, req.body);
    if (body.phone) throw new AuthHttpError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    const changes: Parameters<typeof updateUser>[2] = {};
    if (body.data !== undefined) {
      changes.userMetadata = { ...asObject(user.raw_user_meta_data), ...body.data };
    }
    if (body.password !== undefined) {
      const password = checkPasswordStrength(body.password);
      if (await passwordMatches(password, user.encrypted_password)) {
        throw new AuthHttpError(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.encryptedPassword = await hashPassword(password);
    }
    const newEmail =
      body.email === undefined || body.email.trim().toLowerCase() === user.email
        ? undefined
        : normaliseEmail(body.email);
    const updated = await db.asService('supabase_auth_admin', async (sql) => {
      if (newEmail !== undefined) {
        const holder = await findUserByEmail(sql, newEmail);
        if (holder && holder.id !== user.id) return undefined;
        // With confirmations on, the new address must be confirmed by its link before it replaces the old one.
        if (!confirmations) changes.email = newEmail;
      }
      // GoTrue's UpdatePassword: whoever knew the old password is signed out everywhere but here.
      if (changes.encryptedPassword !== undefined) await endSessions(sql, user.id, sessionId, 'others');
      return updateUser(sql, user.id, changes);
    });
    if (!updated) {
      throw new AuthHttpError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (newEmail !== undefined && confirmations) {
      await flows.sendLink(req, updated, 'email_change_new', {
        redirectTo: redirects.orSiteUrl(req.query.redirect_to),
        newEmail,
      });
    }
    res.json(
      await db.asService('supabase_auth_admin', async (sql) =>
        loadUserJson(sql, (await findUserById(sql, user.id)) ?? updated),
      ),
    );
  });

  router.post('/logout', async (req, res) => {
    const scope = req.query.scope ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest('validation_failed', 'Unsupported logout scope, use global, local or others');
    }
    const { user, sessionId } = await authenticate(req);
    await db.asService('supabase_auth_admin', (sql) => endSessions(sql, user.id, sessionId, scope));
    res.status(204).end();
  });

  // Multi-factor enrolment is off in config.toml ([auth.mfa.totp] and [auth.mfa.phone] enroll_enabled = false).
  router.post('/factors', async (req, res) => {
    await authenticate(req);
    const body = parseBody(factorSchema, req.body);
    if (body.factor_type === 'totp')
      throw new AuthHttpError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    if (body.factor_type === 'phone')
      throw new AuthHttpError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    res.status(400).json({ code: 400, error_code: 'validation_failed', msg: 'factor_type needs to be totp or phone' });
  });

  // SAML single sign-on is not set up for the project.
  router.post('/sso', () => {
    throw new AuthHttpError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });

  mountAdminRoutes(router, { db, keys, redirects, flows, beforeUserCreated });
  mountOAuthRoutes(router, {
    db,
    redirects,
    codes,
    tokenContext,
    consentLimiters: limiters.consent,
    beforeUserCreated,
  });

  router.use((_req, res) => {
    res.status(404).json({ code: 404, error_code: 'not_found', msg: 'Not Found' });
  });
  router.use(authErrorHandler);
  return Object.assign(router, { close: () => mailer.close() });
}

/** GoTrue's stand-in user for a sign-up of a registered address while confirmations are on: looks new, is nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
