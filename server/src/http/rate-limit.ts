// Rate limits: brute-force protection for the admin password check, and caps per client on password reset requests and
// on the guardian consent link.
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { ErrorBody } from '@campus-hostel/contracts/api';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

/**
 * At most 10 failed admin logins per 15 minutes for one IP and email; successful logins do not
 * count, so an admin who types the password right is never locked out by their own sessions.
 * The counter lives in memory: with several server instances, each one counts on its own.
 */
export function loginRateLimit(): RequestHandler {
  return rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit: LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const body: unknown = req.body;
      const email =
        typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
          ? body.email.trim().toLowerCase()
          : '';
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${email}`;
    },
    handler: (_req, res) => {
      const body: ErrorBody = {
        message: 'Too many login attempts. Please try again in 15 minutes.',
        code: 'rate_limited',
      };
      res.status(429).json(body);
    },
  });
}

/** A cap on the requests from one client address in a window, answered 429 `rate_limited` with `message`. */
function perClientLimit(windowMs: number, limit: number, message: string): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      const body: ErrorBody = { message, code: 'rate_limited' };
      res.status(429).json(body);
    },
  });
}

export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_MAX_PER_CLIENT = 10;

/**
 * At most 10 password reset requests per 15 minutes from one client address, whatever addresses they name: one source
 * cannot spray reset mails over the campus. How many mails one account gets is the database's to cap, across clients
 * and instances (claim_recovery_mail). This counter lives in memory: each server instance counts on its own.
 */
export function recoveryRateLimit(): RequestHandler {
  return perClientLimit(
    RECOVERY_WINDOW_MS,
    RECOVERY_MAX_PER_CLIENT,
    'Too many password reset requests. Please try again in 15 minutes.',
  );
}

export const CONSENT_WINDOW_MS = 15 * 60 * 1000;
export const CONSENT_MAX_PER_CLIENT = 30;

/**
 * At most 30 guardian consent calls (views and answers) per 15 minutes from one client address: a guardian needs a
 * handful; a guesser of links gets little. Five wrong codes lock a link whatever the client (guardian_consent), so this
 * only slows spraying over many links. In memory: each server instance counts on its own.
 */
export function consentRateLimit(): RequestHandler {
  return perClientLimit(
    CONSENT_WINDOW_MS,
    CONSENT_MAX_PER_CLIENT,
    'Too many tries from here. Please try again in 15 minutes.',
  );
}
