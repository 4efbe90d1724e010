// Rate limits: brute-force protection for the admin password check.
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
