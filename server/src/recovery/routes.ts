// Password recovery (contracts/src/api/recovery.ts): POST /auth/recover {email}, for anyone, capped per client address;
// one answer for every address.
import { Router } from 'express';
import { recoveryApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { accessGuards } from '../http/guards.js';
import { recoveryRateLimit } from '../http/rate-limit.js';
import { declaredRoutes } from '../http/typed-route.js';
import { requestPasswordReset } from './use-cases.js';

export function recoveryRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const recovery = { store: deps.store, mailer: deps.mailer, siteUrl: config.siteUrl };

  on(
    recoveryApi.recover,
    async ({ body }) => {
      await requestPasswordReset(recovery, body.email);
      return { ok: true as const };
    },
    { before: [recoveryRateLimit()] },
  );

  return router;
}
