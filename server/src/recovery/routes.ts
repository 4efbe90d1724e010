// Password recovery: POST /auth/recover {email}, for anyone, capped per client address; one answer for every address.
import { Router } from 'express';
import { recoverBody, type RecoverAnswer } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { requestPasswordReset } from './use-cases.js';
import { recoveryRateLimit } from '../http/rate-limit.js';
import { parseInput } from '../http/validation.js';

export function recoveryRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const recovery = { store: deps.store, mailer: deps.mailer, siteUrl: config.siteUrl };

  router.post('/auth/recover', recoveryRateLimit(), async (req, res) => {
    const { email } = parseInput(recoverBody, req.body);
    await requestPasswordReset(recovery, email);
    const answer: RecoverAnswer = { ok: true };
    res.json(answer);
  });

  return router;
}
