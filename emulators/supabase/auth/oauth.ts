// Google and GitHub sign-in through the local consent page: /authorize shows it, /authorize/consent signs in only with a credential.
import { createHash } from 'node:crypto';
import type express from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Db } from '../db';
import { AuthHttpError, badRequest } from './errors';
import type { BeforeUserCreated } from './hooks';
import { pkceChallenge, type PkceChallenge, type PkceCodes } from './pkce';
import { createSession, type TokenContext } from './sessions';
import {
  asObject,
  findUserByEmail,
  insertUser,
  isBanned,
  providersOf,
  updateUser,
  upsertIdentity,
  type JsonObject,
  type UserRow,
} from './users';
import {
  checkPasswordStrength,
  hashPassword,
  normaliseEmail,
  parseBody,
  passwordMatches,
  type RedirectPolicy,
} from './validation';
import { CONSENT_PAGE_HEADERS, OAUTH_PROVIDERS, renderConsentPage, type OAuthProviderInfo } from './consent-page';

const consentSchema = z.object({
  provider: z.string().max(64),
  redirect_to: z.string().max(2048),
  email: z.string().max(320),
  full_name: z.string().max(200).optional(),
  password: z.string().max(1024).optional(),
  code_challenge: z.string().max(256).nullish(),
  code_challenge_method: z.string().max(16).nullish(),
});

export interface OAuthRouteDeps {
  db: Db;
  redirects: RedirectPolicy;
  codes: PkceCodes;
  tokenContext(req: Request): TokenContext;
  /** Failed consent attempts per client address, as for password sign-in. */
  consentLimiters: RequestHandler[];
  /** config.toml's before-user-created hook, asked before a consent makes a new account. */
  beforeUserCreated: BeforeUserCreated;
}

/** A refusal the consent form shows on the page itself, so the person can correct it. */
class ConsentRefusal extends Error {}

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

function oauthProvider(raw: unknown): { provider: string; info: OAuthProviderInfo } {
  const provider = typeof raw === 'string' ? raw : '';
  const info = Object.hasOwn(OAUTH_PROVIDERS, provider) ? OAUTH_PROVIDERS[provider] : undefined;
  if (!info) {
    throw badRequest('validation_failed', `Unsupported provider: Provider ${provider || '(none)'} could not be found`);
  }
  return { provider, info };
}

/** GoTrue's redirectErrors: the refusal in the query and, for older clients, in the fragment (external.go). */
function callbackError(target: URL, error: AuthHttpError): string {
  const kind = OAUTH_ERRORS[error.status] ?? 'server_error';
  const code = error.errorCode === 'unknown' ? '' : error.errorCode;
  const url = new URL(withQuery(target, { error: kind, error_code: code, error_description: error.message }));
  url.hash = new URLSearchParams({
    error: kind,
    error_description: error.message,
    ...(code ? { error_code: code } : {}),
    sb: '',
  }).toString();
  return url.toString();
}

/** GoTrue's oauthErrorMap: an HTTP status as the OAuth error it is reported as. */
const OAUTH_ERRORS: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

export function mountOAuthRoutes(router: express.Router, deps: OAuthRouteDeps): void {
  const { db, redirects, codes } = deps;

  function page(
    res: Response,
    status: number,
    input: {
      provider: string;
      info: OAuthProviderInfo;
      target: URL;
      pkce: PkceChallenge | undefined;
      email?: string;
      fullName?: string;
      error?: string;
    },
  ): void {
    const cancelUrl = withFragment(input.target, {
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: `The user cancelled sign-in with ${input.info.label}`,
    });
    res
      .status(status)
      .set(CONSENT_PAGE_HEADERS)
      .type('html')
      .send(
        renderConsentPage({
          provider: input.provider,
          info: input.info,
          cancelUrl,
          hidden: { redirect_to: input.target.toString(), ...input.pkce },
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
          ...(input.error !== undefined ? { error: input.error } : {}),
        }),
      );
  }

  router.get('/authorize', (req: Request, res: Response) => {
    const { provider, info } = oauthProvider(req.query.provider);
    const target = redirects.orSiteUrl(req.query.redirect_to);
    const pkce = pkceChallenge(req.query.code_challenge, req.query.code_challenge_method);
    page(res, 200, { provider, info, target, pkce });
  });

  /**
   * Opens the account of the typed e-mail. An existing account needs its own password (bcrypt, as
   * the password grant checks it), whoever typed the address; only an unknown e-mail makes a new
   * account. Without this, anyone could become any user — the admin included — by typing an address.
   */
  async function consentingUser(
    req: Request,
    provider: string,
    email: string,
    fullName: string,
    password: string,
  ): Promise<UserRow> {
    const before = await db.asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email));
    const identityMetadata: JsonObject = { full_name: fullName, name: fullName, email, email_verified: true };
    if (before) {
      if (!(await passwordMatches(password, before.encrypted_password)))
        throw new ConsentRefusal('Invalid login credentials');
      if (isBanned(before)) throw new ConsentRefusal('User is banned');
    } else if (password !== '') {
      try {
        checkPasswordStrength(password);
      } catch (error) {
        throw new ConsentRefusal(error instanceof AuthHttpError ? error.message : 'Invalid password');
      }
    }
    if (!before) {
      await deps.beforeUserCreated(req, {
        email,
        appMetadata: { provider, providers: [provider] },
        userMetadata: identityMetadata,
      });
    }
    const newHash = before || password === '' ? '' : await hashPassword(password);
    const user = await db.asService('supabase_auth_admin', async (sql) => {
      const existing = await findUserByEmail(sql, email);
      // Someone else registered the address between the check and now: their password was not checked.
      if ((existing === undefined) !== (before === undefined) || (existing && existing.id !== before?.id))
        return undefined;
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
          encryptedPassword: newHash,
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
    if (!user) throw new ConsentRefusal('Invalid login credentials');
    return user;
  }

  router.post('/authorize/consent', ...deps.consentLimiters, async (req, res) => {
    const body = parseBody(consentSchema, req.body);
    const { provider, info } = oauthProvider(body.provider);
    const target = redirects.orSiteUrl(body.redirect_to);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    const email = normaliseEmail(body.email);
    const fullName = (body.full_name ?? '').trim() || info.defaultName;

    let user: UserRow;
    try {
      user = await consentingUser(req, provider, email, fullName, body.password ?? '');
    } catch (error) {
      if (error instanceof AuthHttpError) {
        res.redirect(302, callbackError(target, error));
        return;
      }
      if (!(error instanceof ConsentRefusal)) throw error;
      page(res, 400, { provider, info, target, pkce, email, fullName, error: error.message });
      return;
    }

    if (pkce) {
      res.redirect(303, withQuery(target, { code: codes.issue(user.id, pkce, 'oauth') }));
      return;
    }
    const session = await db.asService('supabase_auth_admin', (sql) =>
      createSession(sql, deps.tokenContext(req), user),
    );
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
}
