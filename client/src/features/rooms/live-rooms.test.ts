import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_BATCH_MS, LIVE_START_MS, useLiveRooms } from './live-rooms';

type Handler = () => void;
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

  it('joins once the page has settled, for every bed and the rooms of its hostel, and reloads on joining', async () => {
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
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when changes come in a burst, then the rooms reload once', async () => {
    const reload = vi.fn();
    renderHook(() => useLiveRooms('Kanhar', true, reload));
    await flush(LIVE_START_MS);
    for (const { handler } of [...channel.handlers, ...channel.handlers]) act(handler);
    await flush(LIVE_BATCH_MS);
    expect(reload).toHaveBeenCalledOnce();
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
    expect(reload).toHaveBeenCalledOnce();
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
