// Visitors (contracts/src/api/visitors.ts): a host's routes, and the gate's and the office's, open to any office role;
// the database keeps each to the gates the caller keeps or the hostels it serves.
import { Router } from 'express';
import { visitorsApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import {
  addBan,
  addBlackout,
  cancelVisitor,
  confirmWalkIn,
  gateVisitors,
  liftBan,
  myVisitorRules,
  myVisitors,
  officeVisitorRules,
  registerVisitor,
  removeBlackout,
  saveVisitorRules,
  visitorBans,
  visitorLog,
  walkIn,
} from './use-cases.js';

export function visitorRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const store = deps.store;

  on(visitorsApi.register, ({ req, body }) => registerVisitor(store, currentUser(req), body));
  on(visitorsApi.mine, ({ req }) => myVisitors(store, currentUser(req)));
  on(visitorsApi.rules, ({ req }) => myVisitorRules(store, currentUser(req)));
  on(visitorsApi.cancel, ({ req, params }) => cancelVisitor(store, currentUser(req), params.id));
  on(visitorsApi.confirm, ({ req, params, body }) => confirmWalkIn(store, currentUser(req), params.id, body.decision));
  on(visitorsApi.walkIn, ({ req, body }) => walkIn(store, currentUser(req), body));
  on(visitorsApi.today, ({ req, params }) => gateVisitors(store, currentUser(req), params.hostel));
  on(visitorsApi.log, ({ req, params }) => visitorLog(store, currentUser(req), params.hostel, params.day));
  on(visitorsApi.officeRules, ({ req }) => officeVisitorRules(store, currentUser(req)));
  on(visitorsApi.saveRules, ({ req, body }) => saveVisitorRules(store, currentUser(req), body));
  on(visitorsApi.addBlackout, ({ req, body }) => addBlackout(store, currentUser(req), body));
  on(visitorsApi.removeBlackout, ({ req, params }) => removeBlackout(store, currentUser(req), params.id));
  on(visitorsApi.bans, ({ req }) => visitorBans(store, currentUser(req)));
  on(visitorsApi.addBan, ({ req, body }) => addBan(store, currentUser(req), body));
  on(visitorsApi.liftBan, ({ req, params }) => liftBan(store, currentUser(req), params.id));

  return router;
}
