// The REST stand-in's schema cache under a flood of unknown names: bounded reloads, and a table created while running is still found.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, LOCAL_SUPABASE, startStandIn, type StandIn } from '../../testing/stand-in';
import { SchemaCache } from './catalog';

describe.each(ENGINES)('schema cache reloads on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'));
  });
  afterAll(async () => {
    await s.dispose();
  });

  /** Counts the owner transactions the stand-in opens: an anonymous REST read opens one only to load the catalog. */
  function countOwnerTransactions(): { count(): number; restore(): void } {
    const { db } = s.supabase;
    const original = db.asOwner.bind(db);
    let count = 0;
    db.asOwner = (fn) => {
      count += 1;
      return original(fn);
    };
    return { count: () => count, restore: () => void (db.asOwner = original) };
  }

  const get = (path: string): Promise<Response> =>
    fetch(`${s.url}${path}`, { headers: { apikey: LOCAL_SUPABASE.publishableKey } });

  it('when 200 requests name unknown tables and functions, then the catalog is reloaded at most a few times', async () => {
    expect((await get('/rest/v1/items?select=code&code=eq.A1')).status).toBe(200);
    const owner = countOwnerTransactions();
    try {
      for (let batch = 0; batch < 10; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            get(i % 2 === 0 ? `/rest/v1/no_such_table_${batch}_${i}` : `/rest/v1/rpc/no_such_function_${batch}_${i}`),
          ),
        );
        for (const answer of answers) expect(answer.status).toBe(404);
      }
      expect(owner.count()).toBeLessThanOrEqual(3);
    } finally {
      owner.restore();
    }
  });

  it('when a table is created while running, then it is found once the reload interval has passed', async () => {
    await s.supabase.db.asOwner((sql) =>
      sql.query(
        `create table public.late_table (id int primary key); grant select on public.late_table to anon; insert into public.late_table values (7)`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await get('/rest/v1/late_table?select=id');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 7 }]);
  });

  it('when reloads are asked for in a burst, then one runs at a time and at most one per interval', async () => {
    const cache = new SchemaCache(s.supabase.db, 1_000);
    await cache.get();
    expect(cache.loads).toBe(1);
    await Promise.all(Array.from({ length: 50 }, (_, i) => cache.relation(`missing_${i}`)));
    for (let i = 0; i < 50; i += 1) await cache.routines(`missing_fn_${i}`);
    expect(cache.loads).toBeLessThanOrEqual(2);
    await s.supabase.db.asOwner((sql) => sql.query('create table public.later_table (id int primary key)'));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.relation('later_table')).toBeDefined();
    expect(cache.loads).toBeLessThanOrEqual(3);
  });
});
