// The selection-day waiting room's routes (contracts/src/api/waiting-room.ts): a signed-in student takes a place in a
// hostel's line, asks where it stands, or leaves it, or enters a hostel's selection as its page opens; the admission
// lets them hold a bed in that hostel. With SELECTION_CAPACITY unset they answer 404 `no_waiting_room`.
import { Router } from 'express';
import { waitingRoomApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import type { CachedRead } from '../timing/cached-read.js';
import {
  enterSelection,
  joinWaitingRoom,
  leaveWaitingRoom,
  waitingRoomStatus,
  type LinePace,
  type LineView,
} from './use-cases.js';

/** The line's pace and view, and the hostels under selection: each read at most every few seconds by this instance. */
export interface SharedReads {
  pace: LinePace;
  line: LineView;
  hostels: CachedRead<string[]>;
}

export function waitingRoomRoutes(config: Config, deps: AppDeps, { pace, line, hostels }: SharedReads): Router {
  const router = Router();
  const { store } = deps;
  const on = declaredRoutes(router, accessGuards(deps));
  const room = config.waitingRoom;

  on(waitingRoomApi.join, ({ req, body }) => joinWaitingRoom(store, room, pace, currentUser(req), body.hostel));
  on(waitingRoomApi.status, ({ req, params }) =>
    waitingRoomStatus(store, room, pace, line, currentUser(req), params.ticket),
  );
  on(waitingRoomApi.leave, ({ req, params }) => leaveWaitingRoom(store, room, currentUser(req), params.ticket));
  on(waitingRoomApi.enterSelection, ({ req, body }) =>
    enterSelection(store, hostels, room, pace, line, currentUser(req), body.hostel),
  );

  return router;
}
