// The waitlist's routes (contracts/src/api/waitlist.ts): a signed-in student joins a hostel's line for a room type,
// reads their entries, and leaves (or declines an offer).
import { Router } from 'express';
import { joinWaitlistBody, leaveWaitlistBody } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { joinWaitlist, leaveWaitlist, myWaitlist, type WaitlistDeps } from './use-cases.js';
import { currentUser, requireUser } from '../http/auth.js';
import { parseInput } from '../http/validation.js';

export function waitlistRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const user = requireUser(deps.verifyToken);
  const waitlist: WaitlistDeps = { store: deps.store, offerHours: config.offerHours };

  router.get('/waitlist/me', user, async (req, res) => {
    res.json(await myWaitlist(waitlist, currentUser(req)));
  });

  router.post('/waitlist', user, async (req, res) => {
    const { hostel_name, occupancy } = parseInput(joinWaitlistBody, req.body);
    res.json(await joinWaitlist(waitlist, currentUser(req), hostel_name, occupancy));
  });

  router.post('/waitlist/leave', user, async (req, res) => {
    const { id } = parseInput(leaveWaitlistBody, req.body);
    res.json(await leaveWaitlist(waitlist, currentUser(req), id));
  });

  return router;
}
