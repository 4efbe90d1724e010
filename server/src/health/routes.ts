// Liveness probe for load balancers and the stack script (contracts/src/api/health.ts).
import { Router } from 'express';
import { healthApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  on(healthApi.check, () => Promise.resolve({ ok: true as const }));
  return router;
}
