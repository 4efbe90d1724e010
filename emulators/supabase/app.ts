// Builds the stand-in's HTTP handler (no listen): CORS like Supabase, /health, /rest/v1, /auth/v1, /storage/v1, /realtime/v1/api.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createAuthRouter } from './auth/index';
import { badRequest, sendAuthError } from './auth/errors';
import { applyCors } from './cors';
import type { Db } from './db';
import type { ProjectConfig } from './project-config';
import type { ProjectKeys } from './project-keys';
import type { Realtime } from './realtime/index';
import { createRestHandler, isRestUrl } from './rest/index';
import { createStorageRouter } from './storage/index';
import { invalidRequest, sendStorageError } from './storage/errors';

export interface SupabaseHandlerOptions {
  db: Db;
  keys: ProjectKeys;
  /** supabase/config.toml: what a hosted project takes from its dashboard. */
  config: ProjectConfig;
  /** Where storage keeps object bytes. */
  dataDir: string;
  /** Where GoTrue's e-mails go (the mail catcher locally); default smtp://127.0.0.1:54325. */
  smtpUrl?: string;
  /** Realtime's broadcast REST API is served here; its websocket is taken on the server's upgrade event. */
  realtime: Realtime;
}

const MALFORMED_PATH = 'The URL path is not valid percent-encoded UTF-8';

/** Whether every percent-escape of the path decodes to UTF-8. */
function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** /rest/v1 is served by its own plain handler; everything else by an Express app. */
export function createSupabaseHandler(opts: SupabaseHandlerOptions): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req, res, next) => {
    if (!applyCors(req, res)) next();
  });
  // Express decodes route parameters lazily and throws a URIError the routers' own handlers would answer 500.
  app.use('/auth/v1', (req, res, next) => {
    if (decodablePath(req.path)) next();
    else sendAuthError(res, badRequest('validation_failed', MALFORMED_PATH));
  });
  app.use('/storage/v1', (req, res, next) => {
    if (decodablePath(req.path)) next();
    else sendStorageError(res, invalidRequest(MALFORMED_PATH));
  });
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  const { auth } = opts.config;
  app.use(
    '/auth/v1',
    createAuthRouter({
      db: opts.db,
      keys: opts.keys,
      siteUrl: auth.site_url,
      additionalRedirectUrls: auth.additional_redirect_urls,
      refreshTokenReuseIntervalSeconds: auth.refresh_token_reuse_interval,
      jwtExpirySeconds: auth.jwt_expiry,
      otpExpirySeconds: auth.email.otp_expiry,
      enableSignup: auth.enable_signup,
      emailEnabled: auth.email.enable_signup,
      emailConfirmations: auth.email.enable_confirmations,
      ...(auth.hook.before_user_created?.enabled ? { beforeUserCreatedUri: auth.hook.before_user_created.uri } : {}),
      ...(opts.smtpUrl ? { smtpUrl: opts.smtpUrl } : {}),
      rateLimits: {
        signInPerIp: auth.rate_limit.sign_in_sign_ups,
        signUpPerIp: auth.rate_limit.sign_in_sign_ups,
        refreshPerIp: auth.rate_limit.token_refresh,
        emailSentPerHour: auth.rate_limit.email_sent,
      },
    }),
  );
  app.use(
    '/storage/v1',
    createStorageRouter({
      db: opts.db,
      keys: opts.keys,
      dataDir: opts.dataDir,
      urlSigningSecret: opts.keys.legacyJwtSecret,
    }),
  );
  app.use('/realtime/v1', opts.realtime.router);
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  // The last word on anything unexpected: JSON, never a stack trace.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: error instanceof Error ? error.message : 'Bad request' });
      return;
    }
    res.status(500).json({ message: 'Internal server error' });
  });
  const rest = createRestHandler({ db: opts.db, keys: opts.keys, maxRows: opts.config.api.max_rows });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (isRestUrl(req.url ?? '')) rest(req, res);
    else app(req, res);
  };
}
