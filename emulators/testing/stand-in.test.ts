// How a suite's stand-in gets its database: on PGlite a copy of the platform the run's global setup made once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStandIn, type StandIn } from './stand-in';

const started: StandIn[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) started.push(await startStandIn('pglite', inject('postgresUrl')));
});

afterAll(async () => {
  for (const standIn of started.splice(0)) await standIn.dispose();
});

async function systemIdentifier(standIn: StandIn | undefined): Promise<string | undefined> {
  const rows = await standIn?.supabase.db.asOwner(
    async (sql) =>
      (await sql.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')).rows,
  );
  return rows?.[0]?.id;
}

describe("a suite's stand-in on PGlite with its own migrations", () => {
  // initdb gives every new cluster its own system identifier (PostgreSQL src/backend/access/transam/xlog.c
  // BootStrapXLOG); a copied data folder keeps the one it was made with.
  it('when two suites start one, then both are copies of one cluster the run made once, not each a new initdb', async () => {
    const [first, second] = started;
    const id = await systemIdentifier(first);
    expect(id).toMatch(/^\d+$/);
    expect(await systemIdentifier(second)).toBe(id);
  });
});
