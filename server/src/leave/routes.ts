// Leave (contracts/src/api/leave.ts): the student's routes, the guardian's public ones (capped per client), and the
// office's, open to any office role; the database keeps each to the hostels it serves.
import { Router } from 'express';
import { leaveApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { consentRateLimit } from '../http/rate-limit.js';
import { declaredRoutes } from '../http/typed-route.js';
import { leavePasses } from './pass.js';
import {
  applyLeave,
  cancelLeave,
  consent,
  consentView,
  decideGuardian,
  decideLeave,
  guardianChanges,
  myGuardian,
  myLeave,
  myLeaveRules,
  officeLeave,
  officeLeaveRules,
  proposeGuardian,
  saveLeaveRules,
  shortenLeave,
} from './use-cases.js';

export function leaveRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const passes = leavePasses(config.leavePassSecret);
  // One budget for the view and the answer: a guardian needs a few of each.
  const capped = { before: [consentRateLimit()] };

  on(leaveApi.apply, ({ req, body }) => applyLeave(deps.store, passes, currentUser(req), body));
  on(leaveApi.mine, ({ req }) => myLeave(deps.store, passes, currentUser(req)));
  on(leaveApi.cancel, ({ req, params }) => cancelLeave(deps.store, passes, currentUser(req), params.id));
  on(leaveApi.shorten, ({ req, params, body }) =>
    shortenLeave(deps.store, passes, currentUser(req), params.id, body.to),
  );
  on(leaveApi.rules, ({ req }) => myLeaveRules(deps.store, currentUser(req)));
  on(leaveApi.guardian, ({ req }) => myGuardian(deps.store, currentUser(req)));
  on(leaveApi.proposeGuardian, ({ req, body }) => proposeGuardian(deps.store, currentUser(req), body));
  on(leaveApi.consentView, ({ body }) => consentView(deps.store, body.token), capped);
  on(leaveApi.consent, ({ body }) => consent(deps.store, body), capped);
  on(leaveApi.office, ({ req }) => officeLeave(deps.store, currentUser(req)));
  on(leaveApi.decide, ({ req, params, body }) => decideLeave(deps.store, currentUser(req), params.id, body));
  on(leaveApi.officeRules, ({ req }) => officeLeaveRules(deps.store, currentUser(req)));
  on(leaveApi.saveRules, ({ req, body }) => saveLeaveRules(deps.store, currentUser(req), body));
  on(leaveApi.guardianChanges, ({ req }) => guardianChanges(deps.store, currentUser(req)));
  on(leaveApi.decideGuardian, ({ req, params, body }) => decideGuardian(deps.store, currentUser(req), params.id, body));

  return router;
}
