// A hostel's rooms for its page (contracts/src/api/rooms.ts): public, like the rooms' columns in the database, and sent
// compressed when the browser accepts it. Reads are shared among the requests that arrive together (use-cases.ts).
import { Router } from 'express';
import { hostelName, roomsApi } from '@campus-hostel/contracts/api';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { roomListings } from './use-cases.js';

export function roomRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const listings = roomListings(deps.store);

  on(roomsApi.list, async ({ params, res }) => {
    // Read afresh for every request: a page must never show a bed as free from an old answer.
    res.set({ 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
    // A name public.hostels could not hold (its CHECK is the contract's hostelName) has no rooms to read.
    if (!z.safeParse(hostelName, params.hostel).success) return [];
    return listings(params.hostel);
  });

  return router;
}
