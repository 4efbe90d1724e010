// Room inventory (contracts/src/api/room-inventory.ts): a student's stays, report and appeals; the office's inventory,
// price list, inspections and no-dues, open to any office role while the database keeps each to the hostels it serves.
import { Router } from 'express';
import { roomInventoryApi as api } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { issueNoDues } from './no-dues.js';
import {
  appealCharge,
  countersign,
  decideCharge,
  hostelStays,
  inspect,
  inventory,
  myStays,
  prices,
  saveItem,
  setPrice,
  submitReport,
} from './use-cases.js';

export function roomInventoryRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const { store } = deps;

  on(api.mine, ({ req }) => myStays(store, currentUser(req)));
  on(api.submit, ({ req, params, body }) => submitReport(store, currentUser(req), params.id, body));
  on(api.appeal, ({ req, params, body }) => appealCharge(store, currentUser(req), params.id, body));
  on(api.prices, () => prices(store));
  on(api.setPrice, ({ req, body }) => setPrice(store, currentUser(req), body));
  on(api.inventory, ({ req, params }) => inventory(store, currentUser(req), params.hostel));
  on(api.saveItem, ({ req, body }) => saveItem(store, currentUser(req), body));
  on(api.stays, ({ req, params }) => hostelStays(store, currentUser(req), params.hostel));
  on(api.countersign, ({ req, params }) => countersign(store, currentUser(req), params.id));
  on(api.inspect, ({ req, params, body }) => inspect(store, currentUser(req), params.id, body));
  on(api.decide, ({ req, params, body }) => decideCharge(store, currentUser(req), params.id, body));
  on(api.noDues, ({ req, params }) => issueNoDues(deps, currentUser(req), params.id));

  return router;
}
