import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from './api/get-hostel-rooms';
import { FREE, room } from './room.fixture';
import { ROOMS_LIVE_START_MS as LIVE_START_MS } from '@campus-hostel/contracts/api';
import { applyLiveChanges, LIVE_BATCH_MS, useLiveRooms, type LiveChange } from './live-rooms';

type Payload = {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown>;
  old: Record<string, unknown>;
};
type Handler = (payload: Payload) => void;
const channel = {
  handlers: [] as { filter: Record<string, string>; handler: Handler }[],
  status: undefined as ((status: string) => void) | undefined,
  on(_type: string, filter: Record<string, string>, handler: Handler) {
    this.handlers.push({ filter, handler });
    return this;
  },
  subscribe(callback: (status: string) => void) {
    this.status = callback;
    return this;
  },
};
const supabase = { channel: vi.fn(() => channel), removeChannel: vi.fn() };

vi.mock('../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(supabase) }));

async function flush(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useLiveRooms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    channel.handlers = [];
    channel.status = undefined;
    supabase.channel.mockClear();
    supabase.removeChannel.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins once the page has settled, for every bed and the rooms of its hostel, and reads all again on joining', async () => {
    const reload = vi.fn();
    renderHook(() => useLiveRooms('Kanhar', true, reload));
    await flush(LIVE_START_MS - 1);
    expect(supabase.channel).not.toHaveBeenCalled();
    await flush(1);
    expect(supabase.channel).toHaveBeenCalledWith('rooms:Kanhar');
    expect(channel.handlers.map((entry) => entry.filter)).toEqual([
      { event: '*', schema: 'public', table: 'beds' },
      { event: '*', schema: 'public', table: 'hostel_room', filter: 'hostel_name=eq.Kanhar' },
    ]);
    act(() => {
      channel.status?.('SUBSCRIBED');
    });
    await flush(LIVE_BATCH_MS);
    expect(reload).toHaveBeenCalledExactlyOnceWith('all');
  });

  it('when changes come in a burst, then the page is told them once, with each row as heard', async () => {
    const told = vi.fn();
    renderHook(() => useLiveRooms('Kanhar', true, told));
    await flush(LIVE_START_MS);
    const [beds, rooms] = channel.handlers;
    act(() => beds?.handler({ eventType: 'UPDATE', new: { id: 1, occupied: true }, old: { id: 1 } }));
    act(() => rooms?.handler({ eventType: 'UPDATE', new: { id: 10, price_minor: 5 }, old: { id: 10 } }));
    act(() => beds?.handler({ eventType: 'DELETE', new: {}, old: { id: 2 } }));
    await flush(LIVE_BATCH_MS);
    expect(told).toHaveBeenCalledExactlyOnceWith([
      { table: 'beds', event: 'UPDATE', row: { id: 1, occupied: true } },
      { table: 'hostel_room', event: 'UPDATE', row: { id: 10, price_minor: 5 } },
      { table: 'beds', event: 'DELETE', row: { id: 2 } },
    ]);
  });

  it('when changes never stop, then the page is still told them every batch', async () => {
    const told = vi.fn();
    renderHook(() => useLiveRooms('Kanhar', true, told));
    await flush(LIVE_START_MS);
    const [beds] = channel.handlers;
    for (let i = 0; i < 8; i += 1) {
      act(() => beds?.handler({ eventType: 'UPDATE', new: { id: i }, old: { id: i } }));
      await flush(LIVE_BATCH_MS / 2);
    }
    expect(told).toHaveBeenCalledTimes(4);
  });

  it('when a change comes in the same burst as a join, then the page reads all again', async () => {
    const told = vi.fn();
    renderHook(() => useLiveRooms('Kanhar', true, told));
    await flush(LIVE_START_MS);
    act(() => channel.handlers[0]?.handler({ eventType: 'UPDATE', new: { id: 1 }, old: { id: 1 } }));
    act(() => channel.status?.('SUBSCRIBED'));
    act(() => channel.handlers[0]?.handler({ eventType: 'UPDATE', new: { id: 2 }, old: { id: 2 } }));
    await flush(LIVE_BATCH_MS);
    expect(told).toHaveBeenCalledExactlyOnceWith('all');
  });

  it('when the socket is down and the page comes back into view, then it reloads; while joined it does not', async () => {
    const reload = vi.fn();
    renderHook(() => useLiveRooms('Kanhar', true, reload));
    await flush(LIVE_START_MS);
    act(() => {
      channel.status?.('SUBSCRIBED');
    });
    await flush(LIVE_BATCH_MS);
    reload.mockClear();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await flush(LIVE_BATCH_MS);
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      channel.status?.('CHANNEL_ERROR');
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await flush(LIVE_BATCH_MS);
    expect(reload).toHaveBeenCalledExactlyOnceWith('all');
  });

  it('waits for the first rooms, and leaves the channel when the page goes', async () => {
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(({ ready }) => useLiveRooms('Kanhar', ready, reload), {
      initialProps: { ready: false },
    });
    await flush(LIVE_START_MS * 2);
    expect(supabase.channel).not.toHaveBeenCalled();
    rerender({ ready: true });
    await flush(LIVE_START_MS);
    unmount();
    await flush(0);
    expect(supabase.removeChannel).toHaveBeenCalledWith(channel);
  });

  it('for the availability of every hostel, then it hears of every room', async () => {
    renderHook(() => useLiveRooms(null, true, vi.fn()));
    await flush(LIVE_START_MS);
    expect(supabase.channel).toHaveBeenCalledWith('rooms:*');
    expect(channel.handlers.map((entry) => entry.filter)).toEqual([
      { event: '*', schema: 'public', table: 'beds' },
      { event: '*', schema: 'public', table: 'hostel_room' },
    ]);
  });
});

/** A bed's row as Realtime sends it to a visitor: the public columns only. */
const bedRow = (id: number, roomId: number, change: Partial<Room['beds'][number]> = {}) => ({
  id,
  room_id: roomId,
  label: 'A',
  occupied: false,
  held_until: null,
  reserved_until: null,
  ...change,
});

describe('applyLiveChanges', () => {
  // Room 1 is a double (beds 11 and 12), room 2 a single (bed 21).
  const rooms = [room(1, {}, [FREE, FREE]), room(2)];
  const { beds: _beds, ...roomRow } = room(2);

  it('when a bed of the hostel changes, then only its room is new and the rest keep their objects', () => {
    const heldUntil = '2026-11-25T10:15:00.000+00:00';
    const next = applyLiveChanges(rooms, [
      { table: 'beds', event: 'UPDATE', row: bedRow(12, 1, { held_until: heldUntil }) },
    ]);
    expect(next?.[0]?.beds).toEqual([
      { id: 11, ...FREE },
      { id: 12, ...FREE, held_until: heldUntil },
    ]);
    expect(next?.[1]).toBe(rooms[1]);
    expect(rooms[0]?.beds[1]?.held_until).toBeNull();
  });

  it('when every change is to another hostel’s beds, then the same rooms come back', () => {
    expect(applyLiveChanges(rooms, [{ table: 'beds', event: 'UPDATE', row: bedRow(99, 50, { occupied: true }) }])).toBe(
      rooms,
    );
    expect(applyLiveChanges(rooms, [{ table: 'beds', event: 'DELETE', row: { id: 98 } }])).toBe(rooms);
  });

  it('when a room’s own columns change, then they are applied and its beds kept', () => {
    const next = applyLiveChanges(rooms, [
      {
        table: 'hostel_room',
        event: 'UPDATE',
        row: { ...roomRow, out_of_service: true, price_minor: 120_000, fee_period: 'year' },
      },
    ]);
    expect(next?.[1]).toEqual({ ...rooms[1], out_of_service: true, price_minor: 120_000, fee_period: 'year' });
  });

  it('applied twice, then the answer is the same (a reload that already has the change)', () => {
    const changes: LiveChange[] = [{ table: 'beds', event: 'UPDATE', row: bedRow(21, 2, { occupied: true }) }];
    const once = applyLiveChanges(rooms, changes) ?? [];
    expect(applyLiveChanges(once, changes)).toEqual(once);
  });

  it.each<[string, LiveChange]>([
    ['a bed added to one of its rooms', { table: 'beds', event: 'INSERT', row: bedRow(13, 1) }],
    ['one of its beds removed', { table: 'beds', event: 'DELETE', row: { id: 21 } }],
    ['one of its beds moved to another room', { table: 'beds', event: 'UPDATE', row: bedRow(21, 1) }],
    ['a bed row without a column the page shows', { table: 'beds', event: 'UPDATE', row: { id: 11, room_id: 1 } }],
    [
      'a bed row with a time that is not one',
      { table: 'beds', event: 'UPDATE', row: bedRow(11, 1, { held_until: 'soon' }) },
    ],
    ['a room added', { table: 'hostel_room', event: 'INSERT', row: { ...roomRow, id: 3 } }],
    ['a room removed', { table: 'hostel_room', event: 'DELETE', row: { id: 2 } }],
    [
      'a room moved to another hostel',
      { table: 'hostel_room', event: 'UPDATE', row: { ...roomRow, hostel_name: 'Gopad' } },
    ],
    ['a room row without a column the page shows', { table: 'hostel_room', event: 'UPDATE', row: { id: 2 } }],
  ])('when the change is %s, then the rooms must be read again', (_name, change) => {
    expect(applyLiveChanges(rooms, [change])).toBeNull();
  });
});
