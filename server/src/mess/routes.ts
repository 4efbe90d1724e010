// Mess registration (contracts/src/api/mess.ts): students choose, the whole office saves, any office role counts.
import { Router } from 'express';
import { messApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { chooseMess, periodCounts, registrationView, saveExtraItem, saveMess, savePeriod } from './use-cases.js';

export function messRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));

  on(messApi.registration, ({ req }) => registrationView(deps.store, currentUser(req)));
  on(messApi.choose, ({ req, body }) => chooseMess(deps.store, currentUser(req), body.period_id, body.mess_id));
  on(messApi.saveMess, ({ req, body }) => saveMess(deps.store, currentUser(req), body));
  on(messApi.saveExtraItem, ({ req, body }) => saveExtraItem(deps.store, currentUser(req), body));
  on(messApi.savePeriod, ({ req, body }) => savePeriod(deps.store, currentUser(req), body));
  on(messApi.periodCounts, ({ req, params }) => periodCounts(deps.store, currentUser(req), params.period_id));

  return router;
}
