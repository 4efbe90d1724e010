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

  it('does nothing where the browser has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    stops.push(onOwnBedsChanged(heard));
    expect(() => announceOwnBedsChanged()).not.toThrow();
    expect(heard).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
