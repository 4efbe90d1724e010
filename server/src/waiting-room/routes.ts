// The selection-day waiting room's routes (contracts/src/api/waiting-room.ts): a signed-in student takes a place in a hostel's
// line, asks where it stands, or leaves it; the admission lets them hold a bed in that hostel. With SELECTION_CAPACITY
// unset they answer 404 `no_waiting_room`.
import { Router } from 'express';
import { queueJoinBody, queueTicket } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { joinQueue, leaveQueue, queueStatus, type LinePace, type LineView } from './use-cases.js';
import { currentUser, requireUser } from '../http/auth.js';
import { parseInput } from '../http/validation.js';

export function waitingRoomRoutes(config: Config, deps: AppDeps, pace: LinePace, line: LineView): Router {
  const router = Router();
  const user = requireUser(deps.verifyToken);

  router.post('/queue', user, async (req, res) => {
    const { hostel } = parseInput(queueJoinBody, req.body);
    res.json(await joinQueue(deps.store, config.waitingRoom, pace, currentUser(req), hostel));
  });

  router.get('/queue/:ticket', user, async (req, res) => {
    const ticket = parseInput(queueTicket, req.params.ticket, 'ticket');
    res.json(await queueStatus(deps.store, config.waitingRoom, pace, line, currentUser(req), ticket));
  });

  router.post('/queue/:ticket/leave', user, async (req, res) => {
    const ticket = parseInput(queueTicket, req.params.ticket, 'ticket');
    res.json(await leaveQueue(deps.store, config.waitingRoom, currentUser(req), ticket));
  });

  return router;
}
