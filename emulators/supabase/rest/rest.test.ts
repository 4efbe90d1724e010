// The /rest/v1 surface through supabase-js, on PGlite and on PostgreSQL, against fixture migrations.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, startStandIn, type StandIn } from '../../testing/stand-in';
import type { TestClient } from '../../testing/supabase-client';

const SEEDED = ['A1', 'B2', 'C3', 'D4'];

/** The seeded rows' codes in id order; tests add filters to it. */
const seededCodes = (client: TestClient) => client.from('items').select('code').in('code', SEEDED).order('id');
type Query = ReturnType<typeof seededCodes>;

describe.each(ENGINES)('REST on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'));
  });
  afterAll(async () => {
    await s.dispose();
  });

  /** Codes of seeded rows matching a query built by `build`, in id order. */
  async function codes(build: (q: Query) => PromiseLike<{ data: unknown; error: unknown }>): Promise<string[]> {
    const { data, error } = await build(seededCodes(s.anon()));
    expect(error).toBeNull();
    return (data as { code: string }[]).map((r) => r.code);
  }

  describe('reading', () => {
    it('when a column list is selected, then only those columns come back, in order', async () => {
      const { data, error, status } = await s.anon().from('items').select('code,name').in('code', SEEDED).order('id');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([
        { code: 'A1', name: 'apple' },
        { code: 'B2', name: 'banana' },
        { code: 'C3', name: 'carrot' },
        { code: 'D4', name: 'dragon fruit' },
      ]);
    });

    it('when * is selected, then every column comes back with JSON types (numbers, arrays, objects, booleans)', async () => {
      const { data, error } = await s.anon().from('items').select('*').eq('code', 'A1').single();
      expect(error).toBeNull();
      expect(data).toMatchObject({
        code: 'A1',
        qty: 3,
        price: 1.5,
        tags: ['fruit', 'red'],
        meta: { colour: 'red', size: { cm: 8 } },
        organic: true,
        note: null,
      });
      expect(typeof (data as { id: unknown }).id).toBe('number');
    });

    it('when columns are aliased, cast or reached through JSON paths, then they are renamed and converted', async () => {
      // A plain string keeps supabase-js's type-level select parser out of the way.
      const columns: string = 'label:name,qty::text,colour:meta->>colour,meta->size->cm';
      const { data, error } = await s.anon().from('items').select(columns).eq('code', 'A1').single();
      expect(error).toBeNull();
      expect(data).toEqual({ label: 'apple', qty: '3', colour: 'red', cm: 8 });
    });

    it('when filtering with each comparison operator, then the rows match PostgreSQL semantics', async () => {
      expect(await codes((q) => q.eq('qty', 3))).toEqual(['A1']);
      expect(await codes((q) => q.neq('qty', 3))).toEqual(['B2', 'C3', 'D4']);
      expect(await codes((q) => q.gt('qty', 2))).toEqual(['A1', 'B2']);
      expect(await codes((q) => q.gte('qty', 2))).toEqual(['A1', 'B2', 'D4']);
      expect(await codes((q) => q.lt('price', 1))).toEqual(['B2', 'C3']);
      expect(await codes((q) => q.lte('price', 1.5))).toEqual(['A1', 'B2', 'C3']);
      expect(await codes((q) => q.like('name', '%an%'))).toEqual(['B2']);
      expect(await codes((q) => q.like('name', '*rr*'))).toEqual(['C3']);
      expect(await codes((q) => q.ilike('name', 'APP%'))).toEqual(['A1']);
      expect(await codes((q) => q.in('name', ['apple', 'carrot', 'no, such']))).toEqual(['A1', 'C3']);
      expect(await codes((q) => q.is('note', null))).toEqual(['A1', 'D4']);
      expect(await codes((q) => q.not('note', 'is', null))).toEqual(['B2', 'C3']);
      expect(await codes((q) => q.is('organic', true))).toEqual(['A1', 'C3']);
      expect(await codes((q) => q.is('organic', false))).toEqual(['B2', 'D4']);
      expect(await codes((q) => q.not('qty', 'eq', 3))).toEqual(['B2', 'C3', 'D4']);
      expect(await codes((q) => q.not('name', 'in', '(apple,banana)'))).toEqual(['C3', 'D4']);
      expect(await codes((q) => q.contains('tags', ['fruit', 'red']))).toEqual(['A1']);
      expect(await codes((q) => q.overlaps('tags', ['veg', 'exotic']))).toEqual(['C3', 'D4']);
      expect(await codes((q) => q.contains('meta', { colour: 'orange' }))).toEqual(['C3']);
      expect(await codes((q) => q.match({ qty: 5, name: 'banana' }))).toEqual(['B2']);
      expect(await codes((q) => q.eq('meta->>colour', 'red'))).toEqual(['A1']);
      expect(await codes((q) => q.textSearch('note', 'crunchy'))).toEqual(['C3']);
    });

    it('when a value holds quotes, commas or parentheses, then it is matched literally', async () => {
      expect(await codes((q) => q.eq('note', 'it\'s "crunchy"'))).toEqual(['C3']);
      expect(await codes((q) => q.in('note', ['ripe, yellow', 'x)y']))).toEqual(['B2']);
      expect(await codes((q) => q.or('note.eq."ripe, yellow",name.eq.apple'))).toEqual(['A1', 'B2']);
    });

    it('when or() nests and(), then the logic tree decides', async () => {
      expect(await codes((q) => q.or('qty.eq.0,and(name.like.*an*,qty.gte.5)'))).toEqual(['B2', 'C3']);
      expect(await codes((q) => q.or('qty.gt.4,and(organic.is.true,price.lt.1),tags.cs.{exotic}'))).toEqual([
        'B2',
        'C3',
        'D4',
      ]);
      expect(await codes((q) => q.or('not.and(qty.eq.0,organic.is.true)'))).toEqual(['A1', 'B2', 'D4']);
      expect(await codes((q) => q.or('name.eq.apple,not.or(qty.gte.1,tags.cs.{fruit})'))).toEqual(['A1', 'C3']);
    });

    it('when ordering by several columns with nulls first or last, then rows come back in that order', async () => {
      const base = () => s.anon().from('items').select('code').in('code', SEEDED);
      const byNote = await base()
        .order('note', { ascending: true, nullsFirst: true })
        .order('code', { ascending: false });
      expect(byNote.data?.map((r) => (r as { code: string }).code)).toEqual(['D4', 'A1', 'C3', 'B2']);
      const byOrganic = await base()
        .order('organic', { ascending: false })
        .order('qty', { ascending: true, nullsFirst: false });
      expect(byOrganic.data?.map((r) => (r as { code: string }).code)).toEqual(['C3', 'A1', 'D4', 'B2']);
    });

    it('when a range is asked with an exact count, then Content-Range gives the window and the total', async () => {
      const page = await s
        .anon()
        .from('items')
        .select('code', { count: 'exact' })
        .in('code', SEEDED)
        .order('id')
        .range(1, 2);
      expect(page.error).toBeNull();
      expect(page.data).toEqual([{ code: 'B2' }, { code: 'C3' }]);
      expect(page.count).toBe(4);
      expect(page.status).toBe(206);
      const limited = await s.anon().from('items').select('code').in('code', SEEDED).order('id').limit(1);
      expect(limited.data).toEqual([{ code: 'A1' }]);
      const none = await s.anon().from('items').select('code', { count: 'exact' }).eq('code', 'ZZ');
      expect(none.data).toEqual([]);
      expect(none.count).toBe(0);
    });

    it('when only the count is asked (HEAD), then the count comes back without rows', async () => {
      const { data, count, error } = await s
        .anon()
        .from('items')
        .select('*', { count: 'exact', head: true })
        .in('code', SEEDED);
      expect(error).toBeNull();
      expect(data).toBeNull();
      expect(count).toBe(4);
    });

    it('when single() finds one row, then it is an object; when it finds none or many, then 406 PGRST116', async () => {
      const one = await s.anon().from('items').select('name').eq('code', 'B2').single();
      expect(one.data).toEqual({ name: 'banana' });
      const none = await s.anon().from('items').select('name').eq('code', 'ZZ').single();
      expect(none.status).toBe(406);
      expect(none.error?.code).toBe('PGRST116');
      const many = await s.anon().from('items').select('name').in('code', SEEDED).single();
      expect(many.status).toBe(406);
      expect(many.error?.code).toBe('PGRST116');
    });

    it('when maybeSingle() finds no row, then data is null without an error; with one row, then the row', async () => {
      const none = await s.anon().from('items').select('name').eq('code', 'ZZ').maybeSingle();
      expect(none.error).toBeNull();
      expect(none.data).toBeNull();
      const one = await s.anon().from('items').select('name').eq('code', 'C3').maybeSingle();
      expect(one.data).toEqual({ name: 'carrot' });
    });

    it('when CSV is asked, then a header line and quoted cells come back', async () => {
      const { data, error } = await s
        .anon()
        .from('items')
        .select('code,note')
        .in('code', ['B2', 'C3'])
        .order('id')
        .csv();
      expect(error).toBeNull();
      expect(data).toBe('code,note\nB2,"ripe, yellow"\nC3,"it\'s ""crunchy"""');
    });

    it('when RLS has no policy for the role, then the table reads as empty', async () => {
      const { data, error } = await s.anon().from('secrets').select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const privileged = await s.service().from('secrets').select('value');
      expect(privileged.data).toEqual([{ value: 'the cake is a lie' }]);
    });

    it('when the table or a column does not exist, then 404 PGRST205 or 400 42703', async () => {
      const table = await s.anon().from('nope').select('*');
      expect(table.status).toBe(404);
      expect(table.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.nope' in the schema cache",
      });
      const column = await s.anon().from('items').select('id,bogus');
      expect(column.status).toBe(400);
      expect(column.error).toMatchObject({ code: '42703', message: 'column items.bogus does not exist' });
      const filter = await s.anon().from('items').select('id').eq('bogus', 1);
      expect(filter.status).toBe(400);
      expect(filter.error?.code).toBe('42703');
    });
  });

  describe('writing', () => {
    it('when a user inserts a row with return=minimal, then 201 without a body and the row is stored as theirs', async () => {
      const { client, sub } = s.user();
      const inserted = await client.from('items').insert({ code: `min-${engine}`, name: 'fig' });
      expect(inserted.error).toBeNull();
      expect(inserted.status).toBe(201);
      expect(inserted.data).toBeNull();
      const back = await s.anon().from('items').select('name,owner,qty').eq('code', `min-${engine}`).single();
      expect(back.data).toEqual({ name: 'fig', owner: sub, qty: 1 });
    });

    it('when a user inserts many rows with return=representation, then the stored rows come back', async () => {
      const { client } = s.user();
      const { data, error, status } = await client
        .from('items')
        .insert([
          { code: `m1-${engine}`, name: 'grape', qty: 7 },
          { code: `m2-${engine}`, name: 'kiwi', qty: 2 },
        ])
        .select('code,qty');
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([
        { code: `m1-${engine}`, qty: 7 },
        { code: `m2-${engine}`, qty: 2 },
      ]);
      // Without missing=default a key absent from one row is null for it, as PostgREST does (qty is not null).
      const nulls = await client
        .from('items')
        .insert([
          { code: `n1-${engine}`, name: 'grape', qty: 7 },
          { code: `n2-${engine}`, name: 'kiwi' },
        ])
        .select('code,qty');
      expect(nulls.status).toBe(400);
      expect(nulls.error?.code).toBe('23502');
      const withDefaults = await client
        .from('items')
        .insert(
          [
            { code: `m3-${engine}`, name: 'grape', qty: 7 },
            { code: `m4-${engine}`, name: 'kiwi' },
          ],
          { defaultToNull: false },
        )
        .select('code,qty');
      expect(withDefaults.error).toBeNull();
      expect(withDefaults.data).toEqual([
        { code: `m3-${engine}`, qty: 7 },
        { code: `m4-${engine}`, qty: 1 },
      ]);
    });

    it('when anon inserts into a table whose policy needs a user, then 401 42501 and nothing is stored', async () => {
      const { error, status } = await s
        .anon()
        .from('items')
        .insert({ code: `anon-${engine}`, name: 'x' });
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
      const check = await s.service().from('items').select('id').eq('code', `anon-${engine}`);
      expect(check.data).toEqual([]);
    });

    it('when a user inserts a row for someone else, then 403 42501', async () => {
      const { client } = s.user();
      const { error, status } = await client
        .from('items')
        .insert({ code: `other-${engine}`, name: 'x', owner: '00000000-0000-0000-0000-000000000001' });
      expect(status).toBe(403);
      expect(error?.code).toBe('42501');
    });

    it('when constraints are violated, then 409 for unique/foreign keys and 400 for checks and bad values', async () => {
      const duplicate = await s.service().from('items').insert({ code: 'A1', name: 'again' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error?.code).toBe('23505');
      const orphan = await s.service().from('item_notes').insert({ item_id: 999999, body: 'x' });
      expect(orphan.status).toBe(409);
      expect(orphan.error?.code).toBe('23503');
      const negative = await s
        .service()
        .from('items')
        .insert({ code: `neg-${engine}`, name: 'x', qty: -1 });
      expect(negative.status).toBe(400);
      expect(negative.error?.code).toBe('23514');
      const notANumber = await s
        .service()
        .from('items')
        .insert({ code: `nan-${engine}`, name: 'x', qty: 'many' });
      expect(notANumber.status).toBe(400);
      expect(notANumber.error?.code).toBe('22P02');
      const unknownColumn = await s
        .service()
        .from('items')
        .insert({ code: `uc-${engine}`, name: 'x', colour: 'red' });
      expect(unknownColumn.status).toBe(400);
      expect(unknownColumn.error?.code).toBe('PGRST204');
    });

    it('when a user updates with filters, then only their matching rows change', async () => {
      const owner = s.user();
      const other = s.user();
      await owner.client.from('items').insert({ code: `u-${engine}`, name: 'lime', qty: 1 });
      const foreign = await other.client.from('items').update({ qty: 50 }).eq('code', `u-${engine}`).select();
      expect(foreign.error).toBeNull();
      expect(foreign.data).toEqual([]);
      const own = await owner.client
        .from('items')
        .update({ qty: 9, note: 'sour' })
        .eq('code', `u-${engine}`)
        .select('qty,note');
      expect(own.error).toBeNull();
      expect(own.status).toBe(200);
      expect(own.data).toEqual([{ qty: 9, note: 'sour' }]);
      const minimal = await owner.client.from('items').update({ qty: 10 }).eq('code', `u-${engine}`);
      expect(minimal.status).toBe(204);
      const back = await s.anon().from('items').select('qty').eq('code', `u-${engine}`).single();
      expect(back.data).toEqual({ qty: 10 });
    });

    it('when a user deletes with filters, then the matching rows go and come back with representation', async () => {
      const { client } = s.user();
      await client.from('items').insert([
        { code: `d1-${engine}`, name: 'plum' },
        { code: `d2-${engine}`, name: 'pear' },
      ]);
      const removed = await client.from('items').delete().eq('code', `d1-${engine}`).select('name');
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual([{ name: 'plum' }]);
      const minimal = await client.from('items').delete().eq('code', `d2-${engine}`);
      expect(minimal.status).toBe(204);
      const left = await s
        .anon()
        .from('items')
        .select('code')
        .in('code', [`d1-${engine}`, `d2-${engine}`]);
      expect(left.data).toEqual([]);
    });

    it('when upserting on a unique column, then merge updates the row and ignore keeps it', async () => {
      const svc = s.service();
      const merged = await svc
        .from('items')
        .upsert({ code: 'B2', name: 'banana', qty: 6 }, { onConflict: 'code' })
        .select('code,qty');
      expect(merged.error).toBeNull();
      expect(merged.data).toEqual([{ code: 'B2', qty: 6 }]);
      const ignored = await svc
        .from('items')
        .upsert({ code: 'B2', name: 'banana', qty: 99 }, { onConflict: 'code', ignoreDuplicates: true })
        .select('code,qty');
      expect(ignored.error).toBeNull();
      expect(ignored.data).toEqual([]);
      const back = await s.anon().from('items').select('qty').eq('code', 'B2').single();
      expect(back.data).toEqual({ qty: 6 });
      await svc.from('items').update({ qty: 5 }).eq('code', 'B2');
    });

    it('when a write asks for a single object and matches several rows, then 406 and nothing changes', async () => {
      const { error, status } = await s
        .service()
        .from('items')
        .update({ note: 'changed' })
        .in('code', SEEDED)
        .select()
        .single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      const notes = await s.anon().from('items').select('note').eq('code', 'A1').single();
      expect(notes.data).toEqual({ note: null });
    });
  });

  describe('rpc', () => {
    it('when a scalar function is called by POST or GET, then its value comes back (defaults apply)', async () => {
      const post = await s.anon().rpc('add', { a: 1 });
      expect(post.error).toBeNull();
      expect(post.data).toBe(11);
      const get = await s.anon().rpc('add', { a: 1, b: 2 }, { get: true });
      expect(get.error).toBeNull();
      expect(get.data).toBe(3);
    });

    it('when a set-returning function is called, then rows come back and accept filters and order', async () => {
      const names = await s.anon().rpc('item_names');
      expect(names.error).toBeNull();
      expect((names.data as string[]).slice(0, 4)).toEqual(['apple', 'banana', 'carrot', 'dragon fruit']);
      const over = await s.anon().rpc('items_over', { min_qty: 2 }).lte('qty', 5).order('qty', { ascending: false });
      expect(over.error).toBeNull();
      expect(over.data).toEqual([
        { name: 'banana', qty: 5 },
        { name: 'apple', qty: 3 },
      ]);
    });

    it('when a function reads auth.uid(), auth.role() and auth.email(), then they are the token’s claims', async () => {
      const { client, sub } = s.user({ email: 'who@test.local' });
      const { data } = await client.rpc('whoami');
      expect(data).toEqual({ uid: sub, role: 'authenticated', email: 'who@test.local' });
      const anon = await s.anon().rpc('whoami');
      expect(anon.data).toEqual({ uid: null, role: 'anon', email: null });
    });

    it('when a void function runs, then 204 and its effect is committed', async () => {
      const { error, status, data } = await s.service().rpc('bump', { p_code: 'D4' });
      expect(error).toBeNull();
      expect(status).toBe(204);
      expect(data).toBeNull();
      const back = await s.anon().from('items').select('qty').eq('code', 'D4').single();
      expect(back.data).toEqual({ qty: 3 });
      await s.service().from('items').update({ qty: 2 }).eq('code', 'D4');
    });

    it('when a function raises, then 400 P0001 with its message', async () => {
      const { error, status } = await s.anon().rpc('fail_with', { msg: 'no rooms left' });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'P0001', message: 'no rooms left' });
    });

    it('when the role may not execute a function, then 401 for anon and 403 for a user', async () => {
      const anon = await s.anon().rpc('secret_count');
      expect(anon.status).toBe(401);
      expect(anon.error?.code).toBe('42501');
      const user = await s.user().client.rpc('secret_count');
      expect(user.status).toBe(403);
      const service = await s.service().rpc('secret_count');
      expect(service.data).toBe(1);
    });

    it('when the function or its arguments are unknown, then 404 PGRST202', async () => {
      const missing = await s.anon().rpc('nope');
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('PGRST202');
      const wrongArgs = await s.anon().rpc('add', { x: 1 });
      expect(wrongArgs.status).toBe(404);
      expect(wrongArgs.error?.message).toBe('Could not find the function public.add(x) in the schema cache');
    });
  });
});
