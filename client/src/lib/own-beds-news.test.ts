import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceOwnBedsChanged, onOwnBedsChanged } from './own-beds-news';

describe('own beds news', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('tells every listener of another tab, and no one after they stop', async () => {
    const heard = vi.fn();
    const stop = onOwnBedsChanged(heard);
    announceOwnBedsChanged();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
    announceOwnBedsChanged();
    const other = vi.fn();
    stops.push(onOwnBedsChanged(other));
    announceOwnBedsChanged();
    await vi.waitFor(() => expect(other).toHaveBeenCalledTimes(1));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tells the listener when the page is looked at again, once for a focus and a visibility change together', () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    stops.push(onOwnBedsChanged(heard));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    window.dispatchEvent(new Event('focus'));
    expect(heard).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not tell the listener while the page is hidden, nor after it stops', () => {
    const heard = vi.fn();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = onOwnBedsChanged(heard);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).not.toHaveBeenCalled();
    hidden.mockRestore();
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(heard).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    stops.push(onOwnBedsChanged(heard));
    expect(() => announceOwnBedsChanged()).not.toThrow();
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('focus'));
    expect(heard).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
