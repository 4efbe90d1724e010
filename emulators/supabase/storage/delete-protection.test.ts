// Rows of storage.objects and storage.buckets go only through the Storage API, as on hosted Supabase, so a migration,
// seed or SQL that deletes them directly cannot orphan the objects' bytes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, startStandIn, type StandIn } from '../../testing/stand-in';

// storage-api migrations/tenant/0055-prevent-direct-deletes.sql: a statement trigger raising 42501 unless
// storage.allow_delete_query is set, which storage-api sets in every transaction it opens.
const REFUSAL = 'Direct deletion from storage tables is not allowed. Use the Storage API instead.';

describe.each(ENGINES)('storage tables on %s', (engine) => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn(engine, inject('postgresUrl'));
    const service = standIn.service();
    expect((await service.storage.createBucket('kept', { public: false })).error).toBeNull();
    expect((await service.storage.from('kept').upload('a.txt', new Blob(['a']))).error).toBeNull();
  });
  afterAll(() => standIn?.dispose());

  const count = (table: string) =>
    standIn.supabase.db.asOwner(
      async (sql) => (await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n,
    );

  it.each(['storage.objects', 'storage.buckets'])(
    'when postgres deletes from %s directly, then storage-api’s refusal stops it and the rows stay',
    async (table) => {
      const before = await count(table);
      await expect(
        standIn.supabase.db.asService('postgres', (sql) => sql.query(`delete from ${table}`)),
      ).rejects.toMatchObject({ code: '42501', message: REFUSAL });
      expect(await count(table)).toBe(before);
    },
  );

  it('when the Storage API removes an object and then its bucket, then both are deleted', async () => {
    const service = standIn.service();
    const removed = await service.storage.from('kept').remove(['a.txt']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual(['a.txt']);
    expect((await service.storage.deleteBucket('kept')).error).toBeNull();
    expect(await count(`storage.buckets where id = 'kept'`)).toBe(0);
  });
});
