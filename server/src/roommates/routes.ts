// Roommate routes (contracts/src/api/roommates.ts): invite to the other bed of one's double, and accept, decline or
// withdraw an invitation.
import { Router } from 'express';
import { ROOMMATE_INVITE_ACTIONS, roommatesApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { answerRoommateInvite, inviteRoommate, type RoommateDeps } from './use-cases.js';

export function roommateRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const roommates: RoommateDeps = { store: deps.store, holdHours: config.roommateHoldHours };

  on(roommatesApi.invite, ({ req, body }) => inviteRoommate(roommates, currentUser(req), body.email));
  for (const action of ROOMMATE_INVITE_ACTIONS) {
    on(roommatesApi[action], ({ req, params }) => answerRoommateInvite(roommates, currentUser(req), params.id, action));
  }

  return router;
}
