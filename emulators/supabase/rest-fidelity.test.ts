// PostgREST behaviours supabase-js apps rely on, matched exactly through supabase-js: preferences, overloads, counts, max_rows, ranges, embedding.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, startStandIn, type StandIn } from '../testing/stand-in';

describe.each(ENGINES)('REST fidelity on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'));
  });
  afterAll(async () => {
    await s.dispose();
  });

  /** A raw request to /rest/v1 with the anon key, for headers supabase-js does not expose. */
  function raw(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown; key?: string } = {},
  ): Promise<Response> {
    const key = init.key ?? LOCAL_ANON_KEY;
    return fetch(`${s.url}/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  }

  describe('range operators', () => {
    const ids = async (
      op: 'rangeLt' | 'rangeGt' | 'rangeLte' | 'rangeGte' | 'rangeAdjacent',
      range: string,
    ): Promise<number[]> => {
      const { data, error } = await s.anon().from('slots').select('id').order('id')[op]('during', range);
      expect(error).toBeNull();
      return (data as { id: number }[]).map((r) => r.id);
    };

    it('when sl, sr, nxr, nxl and adj filter a range column, then they are <<, >>, &<, &> and -|- as in PostgREST', async () => {
      expect(await ids('rangeLt', '[10,20)')).toEqual([1, 2]);
      expect(await ids('rangeGt', '[10,20)')).toEqual([3]);
      // rangeLte is nxr (does not extend to the right of [6,8)): &<
      expect(await ids('rangeLte', '[6,8)')).toEqual([1]);
      // rangeGte is nxl (does not extend to the left of [6,8)): &>
      expect(await ids('rangeGte', '[6,8)')).toEqual([3]);
      expect(await ids('rangeAdjacent', '[10,20)')).toEqual([2, 3]);
    });
  });

  describe('single objects', () => {
    it('when one object is asked for and 0 or 2 rows match, then 406 PGRST116 with PostgREST 12 message and details', async () => {
      const none = await s.anon().from('items').select('id').eq('code', 'ZZ').single();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
        hint: null,
      });
      const two = await s.anon().from('items').select('id').in('code', ['A1', 'B2']).single();
      expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    });
  });

  describe('preferences', () => {
    it('when a write prefers tx=rollback, then it answers as if committed and nothing is stored', async () => {
      const svc = s.service();
      const inserted = await svc
        .from('items')
        .insert({ code: `rb-${engine}`, name: 'ghost' })
        .select('code,name')
        .rollback();
      expect(inserted.error).toBeNull();
      expect(inserted.status).toBe(201);
      expect(inserted.data).toEqual([{ code: `rb-${engine}`, name: 'ghost' }]);
      const stored = await svc.from('items').select('id').eq('code', `rb-${engine}`);
      expect(stored.data).toEqual([]);

      const updated = await svc.from('items').update({ note: 'rolled' }).eq('code', 'A1').rollback();
      expect(updated.status).toBe(204);
      const called = await svc.rpc('touch_item', { p_code: 'A1' }).select('note').rollback();
      expect(called.data).toEqual([{ note: 'touched' }]);
      const a1 = await svc.from('items').select('note').eq('code', 'A1').single();
      expect(a1.data).toEqual({ note: null });
    });

    it('when tx is preferred, then Preference-Applied reports it', async () => {
      const res = await raw('items?code=eq.ZZ', {
        method: 'PATCH',
        headers: { Prefer: 'tx=rollback, return=representation' },
        key: LOCAL_SERVICE_ROLE_KEY,
        body: { note: 'x' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    });

    it('when handling=strict meets a preference PostgREST does not know, then 400 PGRST122 and nothing runs', async () => {
      const res = await raw('items?code=eq.A1', { headers: { Prefer: 'handling=strict, foo, count=exact, bar=1' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: foo, bar=1',
        hint: null,
      });
      const lenient = await raw('items?code=eq.A1&select=code', { headers: { Prefer: 'handling=lenient, foo' } });
      expect(lenient.status).toBe(200);
      expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
    });

    it('when maxAffected is exceeded, then 400 PGRST124 and the write is rolled back; within it, the write commits', async () => {
      const svc = s.service();
      const over = await svc.from('items').update({ note: 'bulk' }).in('code', ['A1', 'B2']).maxAffected(1);
      expect(over.status).toBe(400);
      expect(over.error).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 2 rows',
        hint: null,
      });
      const notes = await svc.from('items').select('note').in('code', ['A1', 'B2']).order('id');
      expect(notes.data).toEqual([{ note: null }, { note: 'ripe, yellow' }]);
      const deleted = await svc.from('items').delete().eq('code', 'ZZ').maxAffected(1);
      expect(deleted.status).toBe(204);
      const within = await svc.from('item_notes').insert({ item_id: 4, body: 'tmp' }).select('id').single();
      const removed = await svc
        .from('item_notes')
        .delete()
        .eq('id', (within.data as { id: number }).id)
        .maxAffected(1)
        .select('body');
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual([{ body: 'tmp' }]);
    });
  });

  describe('rpc', () => {
    it('when overloads are told apart by argument names, then the matching one runs', async () => {
      const two = await s.anon().rpc('pick', { a: 1, b: 2 });
      expect(two.error).toBeNull();
      expect(two.data).toBe('two 3');
    });

    it('when several overloads take the same argument names, then 300 PGRST203', async () => {
      const { status, error } = await s.anon().rpc('pick', { a: 1 });
      expect(status).toBe(300);
      expect(error?.code).toBe('PGRST203');
      expect(error?.message).toMatch(
        /^Could not choose the best candidate function between: public\.pick\(a => (integer|text)\), public\.pick\(a => (integer|text)\)$/,
      );
      expect(error?.hint).toBe(
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    });

    it('when no overload takes the argument names, then 404 PGRST202 with PostgREST details and hint', async () => {
      const post = await s.anon().rpc('pick', { b: 1 });
      expect(post.status).toBe(404);
      expect(post.error).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.pick(b) in the schema cache',
        details:
          'Searched for the function public.pick with parameter b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.pick(a, b)',
      });
      const get = await s.anon().rpc('add', { x: 1, y: 2 }, { get: true });
      expect(get.error).toMatchObject({
        message: 'Could not find the function public.add(x, y) in the schema cache',
        details:
          'Searched for the function public.add with parameters x, y, but no matches were found in the schema cache.',
      });
      const misspelt = await s.anon().rpc('itemnames');
      expect(misspelt.error).toMatchObject({
        message: 'Could not find the function public.itemnames without parameters in the schema cache',
        hint: 'Perhaps you meant to call the function public.item_names',
      });
    });

    it('when a function takes one unnamed jsonb argument, then the whole body is passed to it', async () => {
      const { data, error } = await s.anon().rpc('echo_json', { any: ['thing', 1] });
      expect(error).toBeNull();
      expect(data).toEqual({ any: ['thing', 1] });
    });

    it('when a set-returning function is counted, then Content-Range gives the total and the function runs once', async () => {
      const rows = await s.anon().rpc('items_over', { min_qty: 0 }, { count: 'exact' }).order('qty').range(0, 1);
      expect(rows.error).toBeNull();
      expect(rows.count).toBe(3);
      expect(rows.status).toBe(206);
      expect(rows.data).toHaveLength(2);
      const scalars = await s.anon().rpc('numbers', { n: 5 }, { count: 'exact' }).range(1, 2);
      expect(scalars.data).toEqual([2, 3]);
      expect(scalars.count).toBe(5);
      const touched = await s.service().rpc('touch_item', { p_code: 'C3' }, { count: 'exact' }).select('code');
      expect(touched.data).toEqual([{ code: 'C3' }]);
      expect(touched.count).toBe(1);
      await s.service().from('items').update({ note: 'it\'s "crunchy"' }).eq('code', 'C3');
    });
  });

  describe('upsert', () => {
    it('when a merging upsert only updates, then 200; when it inserts any row, then 201', async () => {
      const svc = s.service();
      const merged = await svc.from('people').upsert({ id: 1, name: 'ana' }).select('id,name');
      expect(merged.error).toBeNull();
      expect(merged.status).toBe(200);
      expect(merged.data).toEqual([{ id: 1, name: 'ana' }]);
      const mixed = await svc
        .from('people')
        .upsert([
          { id: 2, name: 'bo' },
          { id: 10, name: 'dee' },
        ])
        .select('id');
      expect(mixed.status).toBe(201);
      expect(mixed.data).toEqual([{ id: 2 }, { id: 10 }]);
      const minimal = await svc.from('people').upsert({ id: 10, name: 'dee' });
      expect(minimal.status).toBe(200);
      const ignored = await svc.from('people').upsert({ id: 10, name: 'x' }, { ignoreDuplicates: true }).select('id');
      expect(ignored.status).toBe(201);
      expect(ignored.data).toEqual([]);
    });

    it('when an upsert sends only the key, then the row comes back with return=representation', async () => {
      const { data, status, error } = await s.service().from('many_rows').upsert({ id: 7 }).select();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id: 7 }]);
    });

    it('when PUT names a row by its primary key, then it is inserted (201) or replaced (200)', async () => {
      const put = (path: string, body: unknown, prefer = 'return=representation') =>
        raw(path, { method: 'PUT', body, headers: { Prefer: prefer }, key: LOCAL_SERVICE_ROLE_KEY });
      const created = await put('people?id=eq.20', { id: 20, name: 'eve' });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual([{ id: 20, name: 'eve' }]);
      const replaced = await put('people?id=eq.20', { id: 20, name: 'eva' });
      expect(replaced.status).toBe(200);
      expect(await replaced.json()).toEqual([{ id: 20, name: 'eva' }]);
      expect((await put('people?id=eq.20', { id: 20, name: 'eva' }, 'return=minimal')).status).toBe(204);
      const mismatch = await put('people?id=eq.20', { id: 21, name: 'x' });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toMatchObject({
        code: 'PGRST115',
        message: 'Payload values do not match URL in primary key column(s)',
      });
      const notKey = await put('people?name=eq.eva', { id: 20, name: 'eva' });
      expect(notKey.status).toBe(405);
      expect(await notKey.json()).toMatchObject({
        code: 'PGRST105',
        message: "Filters must include all and only primary key columns with 'eq' operators",
      });
      const limited = await put('people?id=eq.20&limit=1', { id: 20, name: 'eva' });
      expect(await limited.json()).toMatchObject({
        code: 'PGRST114',
        message: 'limit/offset querystring parameters are not allowed for PUT',
      });
    });
  });

  describe('max_rows', () => {
    it('when a read would return more than max_rows (1000), then 1000 rows come back and the count is the full total', async () => {
      const all = await s.anon().from('many_rows').select('id', { count: 'exact' });
      expect(all.error).toBeNull();
      expect(all.data).toHaveLength(1000);
      expect(all.count).toBe(1200);
      expect(all.status).toBe(206);
      const tail = await s.anon().from('many_rows').select('id').order('id').range(1100, 1299);
      expect(tail.data).toHaveLength(100);
      const capped = await s.anon().from('many_rows').select('id').limit(5000);
      expect(capped.data).toHaveLength(1000);
      const numbers = await s.anon().rpc('numbers', { n: 1500 }, { count: 'exact' });
      expect(numbers.data).toHaveLength(1000);
      expect(numbers.count).toBe(1500);
    });

    it('when a write returns more than max_rows, then every written row comes back (max_rows caps reads only)', async () => {
      const { data, error } = await s.service().from('many_rows').update({ id: 0 }).eq('id', -1).select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const moved = await s.service().from('many_rows').delete().gt('id', 0).select('id').rollback();
      expect(moved.data).toHaveLength(1200);
    });
  });
});
