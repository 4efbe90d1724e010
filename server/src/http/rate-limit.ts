// Rate limits: brute-force protection for the admin password check, and a cap on password reset requests per client.
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

export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_MAX_PER_CLIENT = 10;

/**
 * At most 10 password reset requests per 15 minutes from one client address, whatever addresses they name: one source
 * cannot spray reset mails over the campus. How many mails one account gets is the database's to cap, across clients
 * and instances (claim_recovery_mail). This counter lives in memory: each server instance counts on its own.
 */
export function recoveryRateLimit(): RequestHandler {
  return rateLimit({
    windowMs: RECOVERY_WINDOW_MS,
    limit: RECOVERY_MAX_PER_CLIENT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      const body: ErrorBody = {
        message: 'Too many password reset requests. Please try again in 15 minutes.',
        code: 'rate_limited',
      };
      res.status(429).json(body);
    },
  });
}
