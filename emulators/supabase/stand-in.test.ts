// The stand-in's lifecycle: persistence across restarts, incremental migrations, seed once, reset, concurrency, the repo's migrations.
import { request } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, LOCAL_SUPABASE, startStandIn, type StandIn } from '../testing/stand-in';
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE } from './migrate';
import { resetDatabase } from './reset';

describe.each(ENGINES)('stand-in lifecycle on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'));
  });
  afterAll(async () => {
    await s.dispose();
  });

  it('when data is written and the stand-in restarts on the same data, then it reads back and the seed is not re-run', async () => {
    const { client } = s.user();
    const written = await client.from('items').insert({ code: 'persist', name: 'quince' });
    expect(written.error).toBeNull();
    await s.stop();
    await s.restart();
    const back = await s.anon().from('items').select('name').eq('code', 'persist').single();
    expect(back.data).toEqual({ name: 'quince' });
    const seeded = await s.anon().from('items').select('code', { count: 'exact', head: true }).eq('code', 'A1');
    expect(seeded.count).toBe(1);
  });

  it('when a new migration file appears, then the next start applies only it and records it', async () => {
    await writeFile(
      path.join(s.migrationsDir, '20260102000000_add_colour.sql'),
      `alter table public.items add column colour text default 'green';`,
    );
    await s.stop();
    await s.restart();
    const { data, error } = await s.anon().from('items').select('colour').eq('code', 'A1').single();
    expect(error).toBeNull();
    expect(data).toEqual({ colour: 'green' });
    const recorded = await s.supabase.db.asOwner((sql) =>
      sql.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      ),
    );
    expect(recorded.rows).toEqual([
      { version: '20260101000000', name: 'fixture' },
      { version: '20260102000000', name: 'add_colour' },
    ]);
  });

  it('when the database is reset, then written rows are gone and migrations and seed are applied afresh', async () => {
    await s.stop();
    const report = await resetDatabase({
      dataDir: s.dataDir,
      migrationsDir: s.migrationsDir,
      seedFile: s.seedFile,
      ...(s.databaseUrl ? { databaseUrl: s.databaseUrl } : {}),
    });
    expect(report).toEqual({ applied: ['20260101000000', '20260102000000'], seeded: true });
    await s.restart();
    const gone = await s.anon().from('items').select('id').eq('code', 'persist');
    expect(gone.data).toEqual([]);
    const seeded = await s.anon().from('items').select('code').eq('code', 'A1');
    expect(seeded.data).toEqual([{ code: 'A1' }]);
  });

  it('when 50 requests arrive at once, then all complete correctly', async () => {
    const users = Array.from({ length: 10 }, () => s.user());
    const requests = Array.from({ length: 50 }, (_, i) => {
      const user = users[i % users.length];
      if (!user) throw new Error('no user');
      if (i % 3 === 0)
        return user.client
          .from('items')
          .insert({ code: `c-${i}`, name: `n${i}` })
          .select('code')
          .single();
      if (i % 3 === 1) return s.anon().from('items').select('code').in('code', ['A1', 'B2']).order('id');
      return s.anon().rpc('add', { a: i });
    });
    const results = await Promise.all(requests);
    results.forEach((r, i) => {
      expect(r.error, `request ${i}`).toBeNull();
      if (i % 3 === 0) expect(r.data).toEqual({ code: `c-${i}` });
      if (i % 3 === 1) expect(r.data).toEqual([{ code: 'A1' }, { code: 'B2' }]);
      if (i % 3 === 2) expect(r.data).toBe(i + 10);
    });
    const { count } = await s.anon().from('items').select('id', { count: 'exact', head: true }).like('code', 'c-%');
    expect(count).toBe(17);
  });

  it('when /health and a CORS preflight are asked, then 200 {ok:true} and any origin is allowed', async () => {
    const health = await fetch(`${s.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const preflight = await fetch(`${s.url}/rest/v1/items`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey, prefer');
  });
  it('when a client accepts gzip, then a large REST answer is compressed and a small one is not', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      code: `gz-${i}`,
      name: `a fairly long item name number ${i}`,
    }));
    expect((await s.service().from('items').insert(rows)).error).toBeNull();
    const raw = (path: string): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> =>
      new Promise((resolve, reject) => {
        const req = request(
          `${s.url}${path}`,
          { headers: { apikey: LOCAL_SUPABASE.publishableKey, 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });

    const large = await raw('/rest/v1/items?select=code,name&code=like.gz-*&order=id');
    expect(large.encoding).toBe('gzip');
    expect(large.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(large.body).toString('utf8'))).toEqual(rows);
    const small = await raw('/rest/v1/items?select=code&code=eq.A1');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual([{ code: 'A1' }]);
  });
});

describe.each(ENGINES)("the repository's migrations and seed on %s", (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'), {
      migrationsDir: DEFAULT_MIGRATIONS_DIR,
      seedFile: DEFAULT_SEED_FILE,
    });
  });
  afterAll(async () => {
    await s.dispose();
  });

  it('when they are applied, then visitors see the four hostels and the public room columns', async () => {
    const availability = await s.anon().rpc('room_availability');
    expect(availability.error).toBeNull();
    expect((availability.data as { hostel_name: string }[]).map((r) => r.hostel_name)).toEqual([
      'Kanhar',
      'Gopad',
      'Indravati',
      'Shivnath',
    ]);
    const rooms = await s
      .anon()
      .from('hostel_room')
      .select('id,hostel_name,room_number,status')
      .eq('hostel_name', 'Kanhar')
      .limit(3);
    expect(rooms.error).toBeNull();
    expect(rooms.data).toHaveLength(3);
    const everything = await s.anon().from('hostel_room').select('*').limit(1);
    expect(everything.status).toBe(401);
    expect(everything.error?.code).toBe('42501');
  });
});
