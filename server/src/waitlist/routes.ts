// The waitlist's routes (contracts/src/api/waitlist.ts): a signed-in student joins a hostel's line for a room type,
// reads their entries, and leaves (or declines an offer).
import { Router } from 'express';
import { waitlistApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { joinWaitlist, leaveWaitlist, myWaitlist, type WaitlistDeps } from './use-cases.js';

export function waitlistRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const waitlist: WaitlistDeps = { store: deps.store, offerHours: config.offerHours };

  on(waitlistApi.mine, ({ req }) => myWaitlist(waitlist, currentUser(req)));
  on(waitlistApi.join, ({ req, body }) => joinWaitlist(waitlist, currentUser(req), body.hostel_name, body.occupancy));
  on(waitlistApi.leave, ({ req, body }) => leaveWaitlist(waitlist, currentUser(req), body.id));

  return router;
}
