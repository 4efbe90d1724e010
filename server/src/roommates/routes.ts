// Roommate routes: invite to the other bed of one's double, and accept, decline or withdraw an invitation.
import { Router } from 'express';
import { ROOMMATE_INVITE_ACTIONS, inviteRoommateBody, positiveId } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { answerRoommateInvite, inviteRoommate, type RoommateDeps } from './use-cases.js';
import { currentUser, requireUser } from '../http/auth.js';
import { parseInput } from '../http/validation.js';

export function roommateRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const user = requireUser(deps.verifyToken);
  const roommates: RoommateDeps = { store: deps.store, holdHours: config.roommateHoldHours };

  router.post('/roommate-invites', user, async (req, res) => {
    const { email } = parseInput(inviteRoommateBody, req.body);
    res.status(201).json(await inviteRoommate(roommates, currentUser(req), email));
  });

  for (const action of ROOMMATE_INVITE_ACTIONS) {
    router.post(`/roommate-invites/:id/${action}`, user, async (req, res) => {
      const inviteId = parseInput(positiveId, req.params.id, 'id');
      res.json(await answerRoommateInvite(roommates, currentUser(req), inviteId, action));
    });
  }

  return router;
}
