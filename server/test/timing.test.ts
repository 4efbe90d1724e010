// The server's ways of sharing work among requests that arrive together: reads shared fresh (timing/shared-read.ts).
import { describe, expect, it } from 'vitest';
import { freshSharedRead } from '../src/timing/shared-read.js';

/** A read that resolves when told, counting its calls. */
function gatedRead() {
  const gates: Array<(value: string) => void> = [];
  const read = (key: string) => new Promise<string>((resolve) => gates.push((value) => resolve(`${key}:${value}`)));
  return { read, gates };
}

describe('freshSharedRead', () => {
  it('when callers arrive while a read runs, then they share the read after it, and later callers read again', async () => {
    const { read, gates } = gatedRead();
    const shared = freshSharedRead(read);
    const first = shared('Kanhar');
    expect(gates).toHaveLength(1);
    // Arrived during the first read: neither may have its answer, which may predate them.
    const second = shared('Kanhar');
    const third = shared('Kanhar');
    expect(gates).toHaveLength(1);
    gates[0]?.('one');
    expect(await first).toBe('Kanhar:one');
    await Promise.resolve();
    expect(gates).toHaveLength(2);
    gates[1]?.('two');
    expect(await second).toBe('Kanhar:two');
    expect(await third).toBe('Kanhar:two');
    // Nothing running: the next caller starts a read of its own.
    const fourth = shared('Kanhar');
    expect(gates).toHaveLength(3);
    gates[2]?.('three');
    expect(await fourth).toBe('Kanhar:three');
  });

  it('when two hostels are read together, then neither waits for the other', () => {
    const { read, gates } = gatedRead();
    const shared = freshSharedRead(read);
    void shared('Kanhar');
    void shared('Gopad');
    expect(gates).toHaveLength(2);
  });

  it('when a read fails, then those sharing it are told, and the next caller reads again', async () => {
    let calls = 0;
    const shared = freshSharedRead(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve('back');
    });
    await expect(shared('Kanhar')).rejects.toThrow('database away');
    expect(await shared('Kanhar')).toBe('back');
  });
});
