// Allotments (contracts/src/api/allotments.ts): any office role may call; the database then keeps each to its places.
import { Router } from 'express';
import { allotmentsApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { changeAllotment, findStudents, importAllotments, setHostelRule } from './use-cases.js';

export function allotmentRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));

  on(allotmentsApi.change, ({ req, body }) => changeAllotment(deps.store, currentUser(req), body));
  on(allotmentsApi.findStudents, ({ req, body }) => findStudents(deps.store, currentUser(req), body.query));
  on(allotmentsApi.import, ({ req, body }) => importAllotments(deps.store, currentUser(req), body.csv, body.apply));
  on(allotmentsApi.setHostelRule, ({ req, body }) =>
    setHostelRule(deps.store, currentUser(req), body.hostel, body.rule),
  );

  return router;
}
