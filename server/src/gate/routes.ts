// The gate (contracts/src/api/gate.ts): a guard's scans, gates and log, open to any office role; the database then
// keeps each to the gates the caller keeps.
import { Router } from 'express';
import { gateApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { leavePasses } from '../leave/pass.js';
import { batched } from '../timing/batched.js';
import { visitorPasses } from '../visitors/pass.js';
import type { VisitorScan } from '../visitors/store.js';
import type { GateScan } from './store.js';
import { gateHostels, gateLog, scanGate } from './use-cases.js';

/** As many scans as gate_scans takes at once: a return rush's round at every gate of a campus. */
const SCANS_PER_BATCH = 500;

export function gateRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const passes = leavePasses(config.leavePassSecret);
  const record = batched((scans: GateScan[]) => deps.store.gateScans(scans), SCANS_PER_BATCH);
  const visitors = {
    passes: visitorPasses(config.leavePassSecret),
    record: (scan: VisitorScan) => deps.store.visitorScan(scan),
  };

  on(gateApi.scan, ({ req, body }) => scanGate(passes, record, visitors, currentUser(req), body));
  on(gateApi.gates, ({ req }) => gateHostels(deps.store, currentUser(req)));
  on(gateApi.log, ({ req, params }) => gateLog(deps.store, currentUser(req), params.hostel));

  return router;
}
