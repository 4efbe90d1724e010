// A hostel's room list for every page that opens it. On selection day thousands of pages open one hostel within a
// minute, each reading its ~500 rooms with their beds, the database's costliest read (bench/results/history.md,
// 2026-11-26). The requests that arrive while one read runs share the read after it: each answer is still read after
// its request arrived, as fresh as the page's own read from the database, but the database reads a hostel's rooms once
// at a time, however many pages ask. The answer is serialised and compressed once per read, for all who share it.
import type { ListedRoom } from '@campus-hostel/contracts/api';
import { EncodedJson } from '../encoded-json.js';
import type { HostelStore } from '../hostel-store.js';
import { freshSharedRead } from '../timing/shared-read.js';

/** One read's answer, ready to send. */
export type RoomListing = EncodedJson<ListedRoom[]>;

/** The hostel's rooms as GET /hostels/{hostel}/rooms answers them, read fresh and shared. */
export function roomListings(store: HostelStore): (hostel: string) => Promise<RoomListing> {
  return freshSharedRead(async (hostel) => EncodedJson.of(await store.hostelRooms(hostel)));
}
