// Fees' routes (contracts/src/api/fees.ts): the receipts' issuer for anyone, a hostel's deposit for admins.
import { Router } from 'express';
import { feesApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { institute, setHostelDeposit } from './use-cases.js';

export function feesRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  on(feesApi.institute, () => Promise.resolve(institute(config)));
  on(feesApi.setHostelDeposit, ({ req, body }) =>
    setHostelDeposit(deps.store, currentUser(req), body.hostel_name, body.deposit_minor),
  );
  return router;
}
