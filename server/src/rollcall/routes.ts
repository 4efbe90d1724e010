// The night roll-call (contracts/src/api/rollcall.ts): open to any office role; the database keeps each to the hostels
// it serves (its warden, or the whole office).
import { Router } from 'express';
import { rollCallApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { markRollCall, rollCallNight } from './use-cases.js';

export function rollCallRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));

  on(rollCallApi.night, ({ req, params }) => rollCallNight(deps.store, currentUser(req), params.hostel, params.night));
  on(rollCallApi.mark, ({ req, params, body }) =>
    markRollCall(deps.store, currentUser(req), params.hostel, params.night, body),
  );

  return router;
}
