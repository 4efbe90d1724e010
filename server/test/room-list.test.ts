// GET /hostels/{hostel}/rooms: what a visitor may read of the rooms, fresh for every request, one read of the database
// shared by the requests that arrive while one runs (timing/shared-read.ts, tested in timing.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelRoomsPath, type ListedRoom } from '@campus-hostel/contracts/api';
import { HOSTEL_ROOMS_SELECT } from '@campus-hostel/contracts/database';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { bookingBody, Harness } from './harness.js';

describe('GET /hostels/{hostel}/rooms', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await Harness.start();
  });

  afterAll(async () => {
    await h.close();
  });

  /** The hostel's rooms as a visitor reads them from Supabase's REST API. */
  async function asVisitorReads(hostel: string): Promise<ListedRoom[]> {
    const url = new URL(`${h.supabase.url}/rest/v1/hostel_room`);
    url.searchParams.set('select', HOSTEL_ROOMS_SELECT);
    url.searchParams.set('hostel_name', `eq.${hostel}`);
    url.searchParams.set('order', 'wing_name.asc,room_number.asc');
    const key = LOCAL_SUPABASE.publishableKey;
    const response = await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    return (await response.json()) as ListedRoom[];
  }

  it('when a page asks, then it gets what a visitor may read, compressed when it accepts gzip, never from an old read', async () => {
    const plain = await fetch(`${h.api.url}${hostelRoomsPath('Gopad')}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const rooms = (await plain.json()) as ListedRoom[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms).toEqual(await asVisitorReads('Gopad'));
    // Public columns only: no occupant, no holder.
    expect(new Set(rooms.flatMap((room) => Object.keys(room)))).toEqual(
      new Set([
        'id',
        'hostel_name',
        'wing_name',
        'room_number',
        'occupancy',
        'accessible',
        'price_minor',
        'fee_period',
        'out_of_service',
        'beds',
      ]),
    );
    expect(new Set(rooms.flatMap((room) => room.beds.flatMap((bed) => Object.keys(bed))))).toEqual(
      new Set(['id', 'occupied', 'held_until', 'reserved_until']),
    );

    const zipped = await fetch(`${h.api.url}${hostelRoomsPath('Gopad')}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the gzip it asked for: a body that was not gzip would fail here.
    expect(await zipped.json()).toEqual(rooms);

    // A hold taken just before the request shows in its answer.
    const [student] = await h.createStudents(1, 'room-list');
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!student || !room) throw new Error('no student or no vacant room');
    const held = await h.call('POST', '/create-payment-intent', { token: student.token, body: bookingBody(room) });
    expect(held.status).toBe(200);
    const [answer, visitor] = await Promise.all([
      fetch(`${h.api.url}${hostelRoomsPath('Gopad')}`).then(async (r) => (await r.json()) as ListedRoom[]),
      asVisitorReads('Gopad'),
    ]);
    expect(answer.find((r) => r.id === room.id)?.beds[0]?.held_until).not.toBeNull();
    expect(answer).toEqual(visitor);
  });

  it('when the hostel is unknown or spelled otherwise, then there are no rooms; when the name is too long, then 400', async () => {
    for (const name of ['Atlantis', 'gopad', 'Gopad; drop table hostels']) {
      expect(await h.call('GET', hostelRoomsPath(name))).toMatchObject({ status: 200, body: [] });
    }
    const long = await h.call('GET', hostelRoomsPath('G'.repeat(101)));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'invalid_request' });
  });
});
