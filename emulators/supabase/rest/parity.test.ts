// PostgREST 13 behaviours the postgrest-js suite measured as different: unnamed parameters, max-affected and counts on RPC.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ENGINES,
  FIXTURE_MIGRATION,
  FIXTURE_SEED,
  LOCAL_SUPABASE,
  startStandIn,
  type StandIn,
} from '../../testing/stand-in';

const MIGRATION = `${FIXTURE_MIGRATION}
create function public.double_it(int) returns int language sql immutable as $$ select $1 * 2 $$;
create function public.sum_two(int, int) returns int language sql immutable as $$ select $1 + $2 $$;
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create table public.logs (id int primary key, note text not null);
create function public.clear_logs() returns setof public.logs language sql as $$ delete from public.logs returning * $$;
create function public.clear_logs_count() returns int language sql as
  $$ with d as (delete from public.logs returning 1) select count(*)::int from d $$;
create function public.first_log() returns public.logs language sql stable as $$ select * from public.logs order by id limit 1 $$;
`;

const SEED = `${FIXTURE_SEED}
insert into public.logs (id, note) values (1, 'a'), (2, 'b'), (3, 'c');
`;

describe.each(ENGINES)('REST parity with PostgREST 13 on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'), { migration: MIGRATION, seed: SEED });
  });
  afterAll(async () => {
    await s.dispose();
  });

  function rpc(name: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const key = LOCAL_SUPABASE.secretKey;
    return fetch(`${s.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
      body: init.body ?? '{}',
    });
  }

  describe('unnamed parameters', () => {
    // PostgREST src/PostgREST/SchemaCache.hs (funcsSqlQuery, `callable`): a function is cached only when its
    // unnamed arguments are none, or one of bytea, json, jsonb, text or xml.
    it('when a function has unnamed arguments PostgREST cannot call, then 404 PGRST202 as if it did not exist', async () => {
      for (const name of ['double_it', 'sum_two']) {
        const res = await rpc(name, { body: '{"": 2}' });
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({
          code: 'PGRST202',
          message: `Could not find the function public.${name}() in the schema cache`,
        });
      }
    });

    // PostgREST src/PostgREST/Plan.hs (findProc, hasSingleUnnamedParam): text/plain goes to a single unnamed text argument.
    it('when a function takes one unnamed text argument, then a text/plain body is passed to it', async () => {
      const res = await rpc('shout', { headers: { 'Content-Type': 'text/plain' }, body: 'quiet please' });
      expect(res.status).toBe(200);
      expect(await res.json()).toBe('QUIET PLEASE');
    });
  });

  describe('max-affected on functions', () => {
    // PostgREST test/spec/Feature/Query/PreferencesSpec.hs ("test Prefer: max-affected with rpc").
    it('when a set-returning function affects more rows than max-affected, then 400 PGRST124 and nothing is kept', async () => {
      const res = await rpc('clear_logs', { headers: { Prefer: 'handling=strict, max-affected=2' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      });
      const { data } = await s.service().from('logs').select('id').order('id');
      expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    });

    it('when a function returning one value is called with max-affected and handling=strict, then 400 PGRST128', async () => {
      const res = await rpc('clear_logs_count', { headers: { Prefer: 'handling=strict, max-affected=5' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST128',
        message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        details: null,
        hint: null,
      });
      const { data } = await s.service().from('logs').select('id');
      expect(data).toHaveLength(3);
    });
  });

  describe('upsert with missing=default', () => {
    // PostgREST src/PostgREST/Query/SqlFragment.hs (fromJsonBodyF with defaults): each row is the column
    // defaults overlaid by its keys, and the merge sets every column, so a missing key resets the stored value.
    it('when a merging upsert leaves a column out of a row, then that row takes the column default', async () => {
      const svc = s.service();
      const { error } = await svc.from('items').upsert(
        [
          { code: 'B2', name: 'banana' },
          { code: 'E5', name: 'eggplant', qty: 7 },
        ],
        { onConflict: 'code', defaultToNull: false },
      );
      expect(error).toBeNull();
      const { data } = await svc.from('items').select('code,qty,organic').in('code', ['B2', 'E5']).order('code');
      expect(data).toEqual([
        { code: 'B2', qty: 1, organic: false },
        { code: 'E5', qty: 7, organic: false },
      ]);
    });
  });

  describe('CSV', () => {
    async function csv(path: string): Promise<string> {
      const key = LOCAL_SUPABASE.secretKey;
      const res = await fetch(`${s.url}/rest/v1/${path}`, {
        headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: 'text/csv' },
      });
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      return res.text();
    }

    // PostgREST src/PostgREST/Query/SqlFragment.hs (asCsvF): the first row's keys, then each row's record
    // text without its parentheses, so PostgreSQL quotes, and writes arrays, booleans and jsonb, its own way.
    it('when rows are asked for as CSV, then each is PostgreSQL record text under a header of keys', async () => {
      const body = await csv('items?select=code,name,tags,meta,note,organic&code=in.(A1,B2,C3)&order=code');
      expect(body).toBe(
        [
          'code,name,tags,meta,note,organic',
          'A1,apple,"{fruit,red}","{""size"": {""cm"": 8}, ""colour"": ""red""}",,t',
          'B2,banana,{fruit},,"ripe, yellow",f',
          `C3,carrot,{veg},"{""colour"": ""orange""}","it's ""crunchy""",t`,
        ].join('\n'),
      );
    });

    // Same source: the header comes from json_object_keys and the row from record text, which keep both columns.
    it('when the same table is embedded twice without aliases, then the CSV keeps both columns', async () => {
      const answer = await csv('items?select=id,item_details(origin),item_details(item_id)&id=eq.1');
      const [header, row] = answer.split('\n');
      expect(header).toBe('id,item_details,item_details');
      expect(row).toMatch(/^1,".*orchard.*",".*item_id.*"$/);
    });
  });

  describe('planned and estimated counts', () => {
    /** The planner's row estimate of a query, read as PostgREST reads it from EXPLAIN's JSON. */
    async function planRows(query: string): Promise<number> {
      const { rows } = await s.supabase.db.asOwner((sql) => sql.query(`explain (format json) ${query}`));
      const plan = Object.values(rows[0] ?? {})[0];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
      return parsed[0].Plan['Plan Rows'];
    }

    // PostgREST src/PostgREST/Query.hs (resultSetWTotal): planned is EXPLAIN's "Plan Rows" of the count query;
    // estimated is exact up to max-rows, beyond it the larger of exact and planned.
    it('when a read asks for count=planned, then the total is the planner estimate, not the exact count', async () => {
      const estimate = await planRows('select 1 from public.many_rows where id > 1000');
      expect(estimate).not.toBe(200);
      const planned = await s.anon().from('many_rows').select('id', { count: 'planned' }).gt('id', 1000);
      expect(planned.count).toBe(estimate);
      const estimated = await s.anon().from('many_rows').select('id', { count: 'estimated', head: true });
      // Counted exactly only up to max_rows + 1 (1001), then the larger of that and the planner's estimate.
      expect(estimated.count).toBe(Math.max(1001, await planRows('select 1 from public.many_rows')));
      const small = await s.anon().from('many_rows').select('id', { count: 'estimated', head: true }).lte('id', 10);
      expect(small.count).toBe(10);
    });
  });

  describe('counts on functions', () => {
    // PostgREST test/spec/Feature/Query/RpcSpec.hs ("includes exact count of 1 for functions that return a single scalar, domain or composite").
    it('when a function returning one scalar or one row is counted, then Content-Range is 0-0/1', async () => {
      const scalar = await s.anon().rpc('add', { a: 3, b: 4 }, { count: 'exact' });
      expect(scalar.data).toBe(7);
      expect(scalar.count).toBe(1);
      const row = await s.anon().rpc('first_log', {}, { count: 'exact' });
      expect(row.count).toBe(1);
      const uncounted = await rpc('first_log');
      expect(uncounted.headers.get('content-range')).toBe('0-0/*');
    });
  });
});
