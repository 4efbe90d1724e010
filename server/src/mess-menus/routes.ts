// Menus, ratings and rebates (contracts/src/api/mess-menus.ts): any office role may call the office's routes, the
// database then keeps each to the messes it runs; a student acts only on their own servings and rebates.
import { Router } from 'express';
import { messMenusApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { jsonBody } from '../http/json-body.js';
import { declaredRoutes } from '../http/typed-route.js';
import { applyRebate, decideRebate, publishMenu, rateMeal, saveMenu, withdrawRebate } from './use-cases.js';

/**
 * A full week (7 days × 4 meals × 20 dishes of 80 characters, in Devanagari 3 bytes each) needs more room than the
 * API's usual 16 kB: app.ts leaves this route's body to it, read once the office account is known.
 */
export const MENU_BODY_LIMIT = '256kb';

export function messMenuRoutes(deps: AppDeps): Router {
  const router = Router();
  const { store } = deps;
  const on = declaredRoutes(router, accessGuards(deps));

  on(messMenusApi.save, ({ req, body }) => saveMenu(store, currentUser(req), body), {
    before: [jsonBody(MENU_BODY_LIMIT)],
  });
  on(messMenusApi.publish, ({ req, body }) => publishMenu(store, currentUser(req), body));
  on(messMenusApi.rate, ({ req, body }) => rateMeal(store, currentUser(req), body));
  on(messMenusApi.applyRebate, ({ req, body }) => applyRebate(store, currentUser(req), body));
  on(messMenusApi.withdrawRebate, ({ req, params }) => withdrawRebate(store, currentUser(req), params.id));
  on(messMenusApi.decideRebate, ({ req, params, body }) => decideRebate(store, currentUser(req), params.id, body));

  return router;
}
