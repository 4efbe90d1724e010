// The change feed's join checks, against a database that only counts its transactions: a crowd of pages joining alike
// costs one sync and one check, and different bindings are each checked.
import { describe, expect, it } from 'vitest';
import type { Db, Sql } from '../db';
import { readBinding } from './bindings';
import { ChangeFeed } from './changes';

/** A database whose every query answers one published table with no columns, counting the transactions it opens. */
function countingDb(): { db: Db; transactions: () => number } {
  let opened = 0;
  const sql = {
    query: () => Promise.resolve({ rows: [{ relid: 1 }], fields: [], rowCount: 1 }),
  } as unknown as Sql;
  const db = {
    kind: 'postgres',
    asOwner: async <T>(fn: (s: Sql) => Promise<T>) => {
      opened += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fn(sql);
    },
  } as unknown as Db;
  return { db, transactions: () => opened };
}

describe('join checks', () => {
  it('when a thousand pages join with the same bindings at once, then they share one sync and one check', async () => {
    const { db, transactions } = countingDb();
    const feed = new ChangeFeed(db);
    const bindings = [readBinding({ event: '*', schema: 'public', table: 'beds' }, 1)];
    const answers = await Promise.all(Array.from({ length: 1000 }, () => feed.check(bindings, 'anon')));
    expect(answers.every((answer) => answer === undefined)).toBe(true);
    expect(transactions()).toBe(2);
  });

  it('when pages join with different bindings, or after the sync they shared, then each is checked', async () => {
    const { db, transactions } = countingDb();
    const feed = new ChangeFeed(db);
    const beds = [readBinding({ event: '*', schema: 'public', table: 'beds' }, 1)];
    const rooms = [readBinding({ event: '*', schema: 'public', table: 'hostel_room' }, 2)];
    await Promise.all([feed.check(beds, 'anon'), feed.check(rooms, 'anon')]);
    expect(transactions()).toBe(3);
    await feed.check(beds, 'anon');
    expect(transactions()).toBe(5);
  });
});
