// A hostel's room list for every page that opens it. On selection day thousands of pages open one hostel within a
// minute, each reading its ~500 rooms with their beds, the database's costliest read (bench/results/history.md,
// 2026-11-26). The requests that arrive while one read runs share the read after it: each answer is still read after
// its request arrived, as fresh as the page's own read from the database, but the database reads a hostel's rooms once
// at a time, however many pages ask. The answer is serialised and compressed once per read, for all who share it.
import type { ListedRoom } from '@campus-hostel/contracts/api';
import { EncodedJson } from '../encoded-json.js';
import type { HostelStore } from '../hostel-store.js';

/** One read's answer, ready to send. */
export type RoomListing = EncodedJson<ListedRoom[]>;

/**
 * Shares reads of `read(key)` among the callers that arrive while one runs: a caller gets the read that starts after
 * it arrived, the next one when a read is running, which every caller arriving meanwhile shares. A failed read fails
 * those who shared it; the next caller reads again.
 */
export function freshSharedRead<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  const next = new Map<string, Promise<T>>();
  const start = (key: string): Promise<T> => {
    const reading = read(key);
    running.set(key, reading);
    const done = () => {
      if (running.get(key) === reading) running.delete(key);
    };
    reading.then(done, done);
    return reading;
  };
  return (key) => {
    const current = running.get(key);
    if (current === undefined) return start(key);
    let shared = next.get(key);
    if (shared === undefined) {
      // Runs after `done` above (registered first), so the running read is gone when the next one starts.
      const after = () => {
        next.delete(key);
        return start(key);
      };
      shared = current.then(after, after);
      next.set(key, shared);
    }
    return shared;
  };
}

/** The hostel's rooms as GET /hostels/{hostel}/rooms answers them, read fresh and shared. */
export function roomListings(store: HostelStore): (hostel: string) => Promise<RoomListing> {
  return freshSharedRead(async (hostel) => EncodedJson.of(await store.hostelRooms(hostel)));
}
