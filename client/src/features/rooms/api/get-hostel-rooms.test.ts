// The rooms page's read: our API's public room list, asked without a session so the browser sends it at once (a
// request without credentials or custom headers needs no CORS preflight).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { getHostelRooms, type Room } from './get-hostel-rooms';
import { startHostelRooms } from './hostel-rooms-start';

const ROOM: Room = {
  id: 7,
  hostel_name: 'Kanhar',
  wing_name: 'A',
  room_number: 101,
  occupancy: 2,
  accessible: false,
  price_minor: 50_000,
  fee_period: 'semester',
  out_of_service: false,
  beds: [
    { id: 13, occupied: true, held_until: null, reserved_until: null },
    { id: 14, occupied: false, held_until: '2026-11-26T10:00:00+00:00', reserved_until: null },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('getHostelRooms', () => {
  it('when read, then it asks the API for the hostel’s rooms without credentials and returns them as sent', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify([ROOM]), { headers: { 'Content-Type': 'application/json' } }));
    await expect(getHostelRooms('Kanhar')).resolves.toEqual([ROOM]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${env.apiUrl}/hostels/Kanhar/rooms`);
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('when the answer lacks a bed’s state, then it is refused rather than shown', async () => {
    const { beds, ...bare } = ROOM;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify([{ ...bare, beds: beds.map(({ id }) => ({ id })) }]), { status: 200 }),
    );
    await expect(getHostelRooms('Kanhar')).rejects.toMatchObject({ status: 502 });
  });

  it('when the read was sent early for this hostel, then its answer is read once, and the next read asks again', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify([ROOM]))));
    startHostelRooms('Kanhar');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(getHostelRooms('Kanhar')).resolves.toEqual([ROOM]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(getHostelRooms('Kanhar')).resolves.toEqual([ROOM]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('when the read was sent early for another hostel, then this one asks for its own', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('[]')));
    startHostelRooms('Gopad');
    await getHostelRooms('Kanhar');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${env.apiUrl}/hostels/Gopad/rooms`,
      `${env.apiUrl}/hostels/Kanhar/rooms`,
    ]);
  });

  it('when the early read failed, then the page is told, as of a read of its own', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    startHostelRooms('Kanhar');
    await expect(getHostelRooms('Kanhar')).rejects.toThrow('Failed to fetch');
  });
});
