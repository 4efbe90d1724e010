// PostgREST behaviours supabase-js apps rely on, matched exactly through supabase-js: preferences, overloads, counts, max_rows, ranges, embedding.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, LOCAL_SUPABASE, startStandIn, type StandIn } from '../../testing/stand-in';

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
    const key: string = init.key ?? LOCAL_SUPABASE.publishableKey;
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
        key: LOCAL_SUPABASE.secretKey,
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
        raw(path, { method: 'PUT', body, headers: { Prefer: prefer }, key: LOCAL_SUPABASE.secretKey });
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

  describe('embedding', () => {
    it('when a many-to-one and a one-to-many are embedded, then the parent row carries an object and an array', async () => {
      const { data, error } = await s
        .anon()
        .from('tasks')
        .select('id,title,items(code),author:people!author_id(name)')
        .in('id', [1, 4])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, title: 'pick apples', items: { code: 'A1' }, author: { name: 'ana' } },
        { id: 4, title: 'no item', items: null, author: { name: 'ana' } },
      ]);
      const items = await s
        .anon()
        .from('items')
        .select('code,tasks(id,title)')
        .in('code', ['A1', 'C3'])
        .order('id')
        .order('id', { referencedTable: 'tasks', ascending: false });
      expect(items.data).toEqual([
        {
          code: 'A1',
          tasks: [
            { id: 2, title: 'wash apples' },
            { id: 1, title: 'pick apples' },
          ],
        },
        { code: 'C3', tasks: [] },
      ]);
    });

    it('when embeds nest, take hints, one-to-one, filters, limits and !inner, then each level follows PostgREST', async () => {
      const nested = await s
        .anon()
        .from('items')
        .select('code,item_details(origin),tasks(title,reviewer:people!tasks_reviewer_id_fkey(name))')
        .eq('code', 'A1')
        .order('id', { referencedTable: 'tasks' })
        .single();
      expect(nested.error).toBeNull();
      expect(nested.data).toEqual({
        code: 'A1',
        item_details: { origin: 'orchard' },
        tasks: [
          { title: 'pick apples', reviewer: { name: 'bo' } },
          { title: 'wash apples', reviewer: null },
        ],
      });
      const filtered = await s
        .anon()
        .from('items')
        .select('code,tasks(id)')
        .in('code', ['A1', 'B2'])
        .eq('tasks.done', false)
        .limit(1, { referencedTable: 'tasks' })
        .order('id');
      expect(filtered.data).toEqual([
        { code: 'A1', tasks: [{ id: 2 }] },
        { code: 'B2', tasks: [{ id: 3 }] },
      ]);
      const inner = await s.anon().from('items').select('code,tasks!inner(id)').eq('tasks.done', true);
      expect(inner.data).toEqual([{ code: 'A1', tasks: [{ id: 1 }] }]);
      const notNull = await s
        .anon()
        .from('items')
        .select('code,item_details(origin)')
        .not('item_details', 'is', null)
        .order('id');
      expect(notNull.data?.map((r) => (r as { code: string }).code)).toEqual(['A1', 'B2']);
    });

    it('when a many-to-one is spread, then its columns join the parent; a one-to-many spread is 400 PGRST119', async () => {
      const spread = await s.anon().from('tasks').select('id,...people!author_id(author:name)').eq('id', 3).single();
      expect(spread.error).toBeNull();
      expect(spread.data).toEqual({ id: 3, author: 'cy' });
      const many = await s.anon().from('items').select('code,...tasks(title)');
      expect(many.status).toBe(400);
      expect(many.error).toEqual({
        code: 'PGRST119',
        message: "A spread operation on 'tasks' is not possible",
        details: "'items' and 'tasks' do not form a many-to-one or one-to-one relationship",
        hint: null,
      });
    });

    it('when rows are ordered by a to-one embed, then by its column; by a to-many embed, then 400 PGRST118', async () => {
      const ordered = await s
        .anon()
        .from('tasks')
        .select('id,people!author_id(name)')
        .order('people(name)', { ascending: false })
        .order('id');
      expect(ordered.data?.map((r) => (r as { id: number }).id)).toEqual([3, 2, 1, 4]);
      const res = await raw('items?select=code,tasks(id)&order=tasks(id)');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'PGRST118',
        message: "A related order on 'tasks' is not possible",
      });
    });

    it('when embedding through a table with RLS, then the caller sees only what its policies allow', async () => {
      const anon = await s.anon().from('items').select('code,item_secrets(value)').eq('code', 'A1').single();
      expect(anon.data).toEqual({ code: 'A1', item_secrets: [] });
      const svc = await s.service().from('items').select('code,item_secrets(value)').eq('code', 'A1').single();
      expect(svc.data).toEqual({ code: 'A1', item_secrets: [{ value: 'hidden' }] });
    });

    it('when two foreign keys lead to the same table, then 300 PGRST201 listing both', async () => {
      const { status, error } = await s.anon().from('tasks').select('id,people(name)');
      expect(status).toBe(300);
      expect(error).toEqual({
        code: 'PGRST201',
        message: "Could not embed because more than one relationship was found for 'tasks' and 'people'",
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'tasks with people',
            relationship: 'tasks_author_id_fkey using tasks(author_id) and people(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'tasks with people',
            relationship: 'tasks_reviewer_id_fkey using tasks(reviewer_id) and people(id)',
          },
        ],
        hint: "Try changing 'people' to one of the following: 'people!tasks_author_id_fkey', 'people!tasks_reviewer_id_fkey'. Find the desired relationship in the 'details' key.",
      });
    });

    it('when no foreign key relates the tables, then 400 PGRST200; filters on what is not embedded are 400 PGRST108', async () => {
      const { status, error } = await s.anon().from('items').select('code,task(*)');
      expect(status).toBe(400);
      expect(error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'items' and 'task' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'items' and 'task' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'tasks' instead of 'task'.",
      });
      const stray = await s.anon().from('items').select('code').eq('tasks.done', true);
      expect(stray.status).toBe(400);
      expect(stray.error).toMatchObject({
        code: 'PGRST108',
        message: "'tasks' is not an embedded resource in this request",
      });
    });

    it('when aggregates are selected, then 400 PGRST123 as with aggregates disabled', async () => {
      const select: string = 'count()';
      const { status, error } = await s.anon().from('items').select(select);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
      const sum: string = 'qty.sum()';
      expect((await s.anon().from('items').select(sum)).error?.code).toBe('PGRST123');
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
