// Account recovery and e-mail links: /recover, /otp (magic link), GET and POST /verify, and the e-mails behind them.
import type express from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import type { Db } from '../db';
import { AuthHttpError, badRequest } from './errors';
import type { BeforeUserCreated } from './hooks';
import type { Mailer, MailKind } from './mail';
import { pkceChallenge, type PkceChallenge, type PkceCodes } from './pkce';
import type { EmailBudget } from './rate-limit';
import {
  applyVerification,
  issueToken,
  redeemToken,
  tokenHash,
  VERIFY_TYPES,
  verifyLink,
  type TokenKind,
  type VerifyType,
} from './otp';
import { createSession, type SessionResponse, type TokenContext } from './sessions';
import { findUserByEmail, insertEmailUser, isBanned, type UserRow } from './users';
import {
  externalUrl,
  metadataSchema,
  normaliseEmail,
  parseBody,
  randomPasswordHash,
  type RedirectPolicy,
} from './validation';

export interface EmailFlowDeps {
  db: Db;
  mailer: Mailer;
  budget: EmailBudget;
  redirects: RedirectPolicy;
  codes: PkceCodes;
  tokenContext(req: Request): TokenContext;
  otpExpirySeconds: number;
  /** `[auth] enable_signup` and `[auth.email] enable_signup` together: may /otp create users. */
  signupAllowed(): void;
  /** config.toml's before-user-created hook, asked before /otp signs an address up. */
  beforeUserCreated: BeforeUserCreated;
}

const recoverSchema = z.object({
  email: z.string().max(320).optional(),
  code_challenge: z.string().max(256).nullish(),
  code_challenge_method: z.string().max(16).nullish(),
});

const otpSchema = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  create_user: z.boolean().optional(),
  data: metadataSchema.optional(),
  code_challenge: z.string().max(256).nullish(),
  code_challenge_method: z.string().max(16).nullish(),
});

const verifySchema = z.object({
  type: z.string().max(32).optional(),
  token: z.string().max(256).optional(),
  token_hash: z.string().max(256).optional(),
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  redirect_to: z.string().max(2048).optional(),
});

const MAIL_OF: Record<TokenKind, MailKind> = {
  signup: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/** The `type` an e-mail link carries for a token kind (both e-mail change tokens verify as `email_change`). */
export const verificationType = (kind: TokenKind): VerifyType =>
  kind === 'email_change_current' || kind === 'email_change_new' ? 'email_change' : kind;

const expiredToken = (): AuthHttpError => new AuthHttpError(403, 'otp_expired', 'Token has expired or is invalid');

export interface EmailFlows {
  /** Issues a token of `kind` for the user and e-mails its link and code (one unit of the hourly e-mail budget). */
  sendLink(
    req: Request,
    user: UserRow,
    kind: TokenKind,
    opts: { redirectTo: URL; pkce?: PkceChallenge; newEmail?: string },
  ): Promise<void>;
}

export function mountEmailRoutes(router: express.Router, deps: EmailFlowDeps): EmailFlows {
  const { db, redirects, codes } = deps;

  async function sendLink(
    req: Request,
    user: UserRow,
    kind: TokenKind,
    opts: { redirectTo: URL; pkce?: PkceChallenge; newEmail?: string },
  ): Promise<void> {
    deps.budget.take();
    const to = kind === 'email_change_new' && opts.newEmail ? opts.newEmail : (user.email ?? '');
    const issued = await db.asService('supabase_auth_admin', (sql) =>
      issueToken(sql, user, kind, {
        email: to,
        ...(opts.newEmail ? { newEmail: opts.newEmail } : {}),
        ...(opts.pkce ? { pkce: opts.pkce } : {}),
      }),
    );
    await deps.mailer.send({
      kind: MAIL_OF[kind],
      to,
      confirmationUrl: verifyLink(
        externalUrl(req),
        issued.linkToken,
        verificationType(kind),
        opts.redirectTo.toString(),
      ),
      otp: issued.otp,
      siteUrl: redirects.siteUrl.toString(),
      ...(user.email ? { email: user.email } : {}),
    });
  }

  // The answer is the same whether the address has an account or not, and every request spends
  // e-mail budget, so neither the body nor a 429 tells who is registered.
  router.post('/recover', async (req, res) => {
    const body = parseBody(recoverSchema, req.body);
    if (!body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
    const email = normaliseEmail(body.email);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirects.orSiteUrl(req.query.redirect_to);
    deps.budget.take();
    const user = await db.asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email));
    if (user && !isBanned(user)) {
      const issued = await db.asService('supabase_auth_admin', (sql) =>
        issueToken(sql, user, 'recovery', { email, ...(pkce ? { pkce } : {}) }),
      );
      await deps.mailer.send({
        kind: 'recovery',
        to: email,
        confirmationUrl: verifyLink(externalUrl(req), issued.linkToken, 'recovery', redirectTo.toString()),
        otp: issued.otp,
        siteUrl: redirects.siteUrl.toString(),
      });
    }
    res.json({});
  });

  router.post('/otp', async (req, res) => {
    const body = parseBody(otpSchema, req.body);
    if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (!body.email) throw badRequest('validation_failed', 'An email address or phone number is required');
    const email = normaliseEmail(body.email);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirects.orSiteUrl(req.query.redirect_to);
    let user = await db.asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email));
    if (!user) {
      if (body.create_user === false) throw new AuthHttpError(422, 'otp_disabled', 'Signups not allowed for otp');
      deps.signupAllowed();
      await deps.beforeUserCreated(req, {
        email,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: body.data ?? {},
      });
      // GoTrue signs the address up through its sign-up, with a random password (supabase/auth internal/api/otp.go).
      const hash = await randomPasswordHash();
      user = await db.asService('supabase_auth_admin', (sql) =>
        insertEmailUser(
          sql,
          {
            email,
            encryptedPassword: hash,
            appMetadata: { provider: 'email', providers: ['email'] },
            userMetadata: body.data ?? {},
            confirmed: false,
            signedIn: false,
          },
          body.data ?? {},
        ),
      );
      await sendLink(req, user, 'signup', { redirectTo, ...(pkce ? { pkce } : {}) });
    } else if (!isBanned(user)) {
      await sendLink(req, user, user.email_confirmed_at === null ? 'signup' : 'magiclink', {
        redirectTo,
        ...(pkce ? { pkce } : {}),
      });
    }
    res.json({});
  });

  async function verifiedSession(req: Request, redeemed: { user: UserRow; kind: TokenKind }): Promise<SessionResponse> {
    return db.asService('supabase_auth_admin', async (sql) =>
      createSession(sql, deps.tokenContext(req), await applyVerification(sql, redeemed.user, redeemed.kind)),
    );
  }

  function verifyType(raw: unknown): VerifyType {
    if (raw === 'sms' || raw === 'phone_change')
      throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (typeof raw !== 'string' || !(VERIFY_TYPES as string[]).includes(raw)) {
      throw badRequest('validation_failed', 'Verify requires a verification type');
    }
    return raw as VerifyType;
  }

  // The link in an e-mail: spends the token and sends the browser on with a session in the fragment
  // (implicit) or `?code=` (PKCE); a bad link goes on with GoTrue's error instead.
  router.get('/verify', async (req, res) => {
    const redirectTo = redirects.orSiteUrl(req.query.redirect_to);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const type = verifyType(req.query.type);
    const redeemed = await db.asService('supabase_auth_admin', (sql) =>
      redeemToken(sql, type, token, deps.otpExpirySeconds),
    );
    const target = new URL(redirectTo);
    if (!redeemed || isBanned(redeemed.user)) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      target.hash = error.toString();
      if (token.startsWith('pkce_')) target.search = error.toString();
      res.redirect(303, target.toString());
      return;
    }
    if (redeemed.pkce) {
      const user = await db.asService('supabase_auth_admin', (sql) =>
        applyVerification(sql, redeemed.user, redeemed.kind),
      );
      target.searchParams.set('code', codes.issue(user.id, redeemed.pkce, verificationType(redeemed.kind)));
      res.redirect(303, target.toString());
      return;
    }
    const session = await verifiedSession(req, redeemed);
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
    }).toString();
    res.redirect(303, target.toString());
  });

  // supabase-js verifyOtp: `{type, token_hash}` or `{type, email, token}` for a session in JSON.
  router.post('/verify', async (req, res) => {
    const body = parseBody(verifySchema, req.body);
    if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    const type = verifyType(body.type);
    let hashed: string;
    if (body.token_hash) hashed = body.token_hash;
    else if (body.email && body.token)
      hashed = tokenHash(normaliseEmail(body.email), body.token.replaceAll('-', '').trim());
    else throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    const redeemed = await db.asService('supabase_auth_admin', (sql) =>
      redeemToken(sql, type, hashed, deps.otpExpirySeconds),
    );
    if (!redeemed) throw expiredToken();
    if (isBanned(redeemed.user)) throw new AuthHttpError(403, 'user_banned', 'User is banned');
    res.json(await verifiedSession(req, redeemed));
  });

  return { sendLink };
}
