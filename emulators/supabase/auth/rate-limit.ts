// Rate limits of /auth/v1 (per client address for sign-in, sign-up and refresh; e-mails sent per hour), answered with GoTrue's 429.
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { AuthHttpError, sendAuthError } from './errors';

/**
 * Limits per window. Defaults follow the Supabase CLI's local config (`[auth.rate_limit]`
 * sign_in_sign_ups = 30 and token_refresh = 150 per 5 minutes per IP). Password sign-ins count only
 * failed attempts, so a brute-force run is stopped while a test suite signing the same demo account
 * in again and again is not. As GoTrue's, every limit is per client address and none per account, so a
 * flood of guesses from one address cannot lock the account's owner out elsewhere.
 */
export interface AuthRateLimits {
  windowMs: number;
  /** Failed password sign-ins per IP. */
  signInPerIp: number;
  /** Sign-ups per IP. */
  signUpPerIp: number;
  /** Refresh-token grants per IP. */
  refreshPerIp: number;
  /** E-mails the project sends per hour, all addresses together (config.toml `[auth.rate_limit] email_sent`). */
  emailSentPerHour: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowMs: 5 * 60 * 1000,
  signInPerIp: 30,
  signUpPerIp: 30,
  refreshPerIp: 150,
  emailSentPerHour: 2,
};

const grantType = (req: Request): unknown => req.query.grant_type;

/**
 * The address GoTrue rate-limits by. A server signing users in from its own address names the user's
 * in `Sb-Forwarded-For` (the first entry, if it is an IP); hosted Supabase lets that through only with
 * the project's secret key and with IP address forwarding on, as this stand-in always has it.
 * Anyone else is limited by the connection's address.
 */
function clientAddress(req: Request, secretKey: string): string {
  const forwarded = req.get('sb-forwarded-for')?.split(',')[0]?.trim();
  const withSecretKey = req.get('apikey') === secretKey || req.get('authorization') === `Bearer ${secretKey}`;
  if (forwarded && isIP(forwarded) !== 0 && withSecretKey) return forwarded;
  return req.ip ?? 'unknown';
}

/**
 * The limiters, in the order they run.
 * `secretKey` is the one key allowed to forward a client's address (the stand-in's is the well-known local one).
 */
export function createAuthRateLimiters(
  limits: AuthRateLimits,
  secretKey: string = LOCAL_SUPABASE.secretKey,
): {
  token: RequestHandler[];
  signup: RequestHandler;
  consent: RequestHandler[];
} {
  const tooMany: RequestHandler = (_req, res) => {
    res.setHeader('Retry-After', String(Math.ceil(limits.windowMs / 1000)));
    sendAuthError(res, new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached'));
  };
  const common = { standardHeaders: 'draft-7', legacyHeaders: false, handler: tooMany } as const;
  const perIp = { ...common, keyGenerator: (req: Request) => ipKeyGenerator(clientAddress(req, secretKey)) };
  const isPassword = (req: Request): boolean => grantType(req) === 'password';
  const signInPerIp = rateLimit({
    ...perIp,
    windowMs: limits.windowMs,
    limit: limits.signInPerIp,
    skip: (req) => !isPassword(req),
    skipSuccessfulRequests: true,
  });
  const refreshPerIp = rateLimit({
    ...perIp,
    windowMs: limits.windowMs,
    limit: limits.refreshPerIp,
    skip: (req) => isPassword(req),
  });
  const signup = rateLimit({ ...perIp, windowMs: limits.windowMs, limit: limits.signUpPerIp });
  // The consent form is a sign-in too: its failed attempts are counted apart from the password grant's.
  const consentPerIp = rateLimit({
    ...common,
    windowMs: limits.windowMs,
    limit: limits.signInPerIp,
    skipSuccessfulRequests: true,
  });
  return { token: [signInPerIp, refreshPerIp], signup, consent: [consentPerIp] };
}

const HOUR_MS = 60 * 60 * 1000;

/** GoTrue's project-wide budget of e-mails per hour: each send takes one, refused 429 over_email_send_rate_limit when none is left. */
export class EmailBudget {
  private sent: number[] = [];

  constructor(private readonly perHour: number) {}

  take(): void {
    const now = Date.now();
    this.sent = this.sent.filter((at) => at > now - HOUR_MS);
    if (this.sent.length >= this.perHour) {
      throw new AuthHttpError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
    this.sent.push(now);
  }
}
