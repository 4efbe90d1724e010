// A hostel's rooms for its page (contracts/src/api/rooms.ts): public, like the rooms' columns in the database, and sent
// compressed when the browser accepts it. Reads are shared among the requests that arrive together (rooms/use-cases.ts).
import { Router } from 'express';
import { hostelName, roomListHostel } from '@campus-hostel/contracts/api';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { roomListings } from './use-cases.js';
import { parseInput } from '../http/validation.js';

export function roomRoutes(deps: AppDeps): Router {
  const router = Router();
  const listings = roomListings(deps.store);

  router.get('/hostels/:hostel/rooms', async (req, res) => {
    const hostel = parseInput(roomListHostel, req.params.hostel, 'hostel');
    // Read afresh for every request: a page must never show a bed as free from an old answer.
    res.set({ 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
    // A name public.hostels could not hold (its CHECK is the contract's hostelName) has no rooms to read.
    if (!z.safeParse(hostelName, hostel).success) {
      res.json([]);
      return;
    }
    const listing = await listings(hostel);
    res.type('application/json');
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(listing.gzipped);
    else res.send(listing.json);
  });

  return router;
}
