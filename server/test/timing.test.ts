// The server's ways of sharing work among requests that arrive together: reads shared fresh (timing/shared-read.ts)
// and writes sent in batches (timing/batched.ts).
import { describe, expect, it } from 'vitest';
import { batched } from '../src/timing/batched.js';
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

describe('batched', () => {
  /** A batch runner that answers when told, keeping each batch's items. */
  function gatedRun() {
    const batches: number[][] = [];
    const gates: Array<() => void> = [];
    const run = (items: number[]) => {
      batches.push(items);
      return new Promise<string[]>((resolve) => gates.push(() => resolve(items.map((item) => `done ${item}`))));
    };
    return { run, batches, gates };
  }

  it('when callers arrive while a batch runs, then they go together in the next, each answered its own result', async () => {
    const { run, batches, gates } = gatedRun();
    const send = batched(run, 10);
    const first = send(1);
    const rest = [send(2), send(3), send(4)];
    expect(batches).toEqual([[1]]);
    gates[0]?.();
    expect(await first).toBe('done 1');
    await Promise.resolve();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    gates[1]?.();
    expect(await Promise.all(rest)).toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('when more callers wait than a batch takes, then they go in batches of at most that many, in arrival order', async () => {
    const { run, batches, gates } = gatedRun();
    const send = batched(run, 2);
    const all = [1, 2, 3, 4, 5, 6].map((n) => send(n));
    for (let round = 0; round < 4; round += 1) {
      gates[round]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(batches).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(all)).toHaveLength(6);
  });

  it('when a batch fails or answers the wrong number of results, then its callers alone are told, and the next runs', async () => {
    let calls = 0;
    const send = batched((items: number[]) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('database away'));
      return Promise.resolve(calls === 2 ? [] : items.map(String));
    }, 10);
    await expect(send(1)).rejects.toThrow('database away');
    await expect(send(2)).rejects.toThrow('a batch of 1 answered 0 results');
    expect(await send(3)).toBe('3');
  });
});
