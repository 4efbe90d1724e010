// The mess counter (contracts/src/api/mess-counter.ts): a student's meal card, and the counter's scans, charges and
// tally, for any office role; the database then keeps each to the messes it runs.
import { Router } from 'express';
import { messCounterApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { batched } from '../timing/batched.js';
import type { MealScan } from './store.js';
import { mealTokens } from './token.js';
import { addExtra, addGuestMeals, counterMesses, counterTally, mealCard, scanMeal } from './use-cases.js';

/** As many scans as serve_meals takes at once: a rush's round at every counter of a campus. */
const SCANS_PER_BATCH = 500;

export function messCounterRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const tokens = mealTokens(config.mealTokenSecret);
  const serve = batched((scans: MealScan[]) => deps.store.serveMeals(scans), SCANS_PER_BATCH);

  on(messCounterApi.me, ({ req }) => mealCard(deps.store, tokens, currentUser(req)));
  on(messCounterApi.messes, ({ req }) => counterMesses(deps.store, currentUser(req)));
  on(messCounterApi.scan, ({ req, body }) => scanMeal(deps.store, tokens, serve, currentUser(req), body));
  on(messCounterApi.addExtra, ({ req, body }) => addExtra(deps.store, currentUser(req), body));
  on(messCounterApi.addGuestMeals, ({ req, body }) => addGuestMeals(deps.store, currentUser(req), body));
  on(messCounterApi.tally, ({ req, params }) => counterTally(deps.store, currentUser(req), params.mess_id));

  return router;
}
