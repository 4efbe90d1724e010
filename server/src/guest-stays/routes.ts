// Guest stays (contracts/src/api/guest-stays.ts): the public availability, the host's stays, and the office's roster,
// rooms and rules, open to any office role; the database keeps each to the guest houses it serves. Booking and paying go through
// POST /create-payment-intent (payments/routes.ts).
import { Router } from 'express';
import { guestStaysApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import {
  checkInGuestStay,
  checkOutGuestStay,
  decideGuestStay,
  guestAvailability,
  guestHouseOffice,
  guestRoster,
  guestStayByReference,
  myGuestStays,
  saveGuestHouseRules,
  saveGuestRoom,
} from './use-cases.js';

export function guestStayRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const { store } = deps;
  const payments = paymentDeps(config, deps);

  on(guestStaysApi.availability, ({ params }) =>
    guestAvailability(store, config.currency, params.hostel, params.check_in, params.nights),
  );
  // Before /guest-stays/:reference, which would take "mine" for a reference.
  on(guestStaysApi.mine, ({ req }) => myGuestStays(store, currentUser(req)));
  on(guestStaysApi.stay, ({ req, params }) => guestStayByReference(store, currentUser(req), params.reference));
  on(guestStaysApi.roster, ({ req, params }) => guestRoster(store, currentUser(req), params.hostel, params.day));
  on(guestStaysApi.decide, ({ req, params, body }) => decideGuestStay(payments, currentUser(req), params.id, body));
  on(guestStaysApi.checkIn, ({ req, params }) => checkInGuestStay(store, currentUser(req), params.id));
  on(guestStaysApi.checkOut, ({ req, params }) => checkOutGuestStay(store, currentUser(req), params.id));
  on(guestStaysApi.house, ({ req, params }) =>
    guestHouseOffice(store, config.currency, currentUser(req), params.hostel),
  );
  on(guestStaysApi.saveRules, ({ req, params, body }) =>
    saveGuestHouseRules(store, currentUser(req), params.hostel, body),
  );
  on(guestStaysApi.saveRoom, ({ req, params, body }) => saveGuestRoom(store, currentUser(req), params.id, body));

  return router;
}
