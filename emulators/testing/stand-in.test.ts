// How a suite's stand-in gets its database: a copy of the platform the run's global setup made once, on either engine.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, startStandIn, type Engine, type StandIn } from './stand-in';

const started = new Map<Engine, StandIn[]>();

beforeAll(async () => {
  for (const engine of ENGINES) {
    const pair: StandIn[] = [];
    for (let i = 0; i < 2; i++) pair.push(await startStandIn(engine, inject('postgresUrl')));
    started.set(engine, pair);
  }
});

afterAll(async () => {
  for (const standIn of [...started.values()].flat()) await standIn.dispose();
});

/** What tells a copy from a database made afresh on each engine. */
const IDENTITY: Record<Engine, string> = {
  // initdb gives every new cluster its own system identifier (PostgreSQL src/backend/access/transam/xlog.c
  // BootStrapXLOG); a copied data folder keeps the one it was made with.
  pglite: 'select system_identifier::text as id from pg_control_system()',
  // OIDs come from one counter for the whole server, so a schema made anew in each database gets a new one; CREATE
  // DATABASE … TEMPLATE copies the template's files, OIDs included (PostgreSQL docs, manage-ag-templatedbs.html).
  postgres: "select oid::text as id from pg_namespace where nspname = 'auth'",
};

async function identity(standIn: StandIn | undefined): Promise<string | undefined> {
  const rows = await standIn?.supabase.db.asOwner(
    async (sql) => (await sql.query<{ id: string }>(IDENTITY[standIn.engine])).rows,
  );
  return rows?.[0]?.id;
}

describe.each(ENGINES)("a suite's stand-in on %s with its own migrations", (engine) => {
  it('when two suites start one, then both are copies of one platform the run made once, not each made afresh', async () => {
    const [first, second] = started.get(engine) ?? [];
    const id = await identity(first);
    expect(id).toMatch(/^\d+$/);
    expect(await identity(second)).toBe(id);
  });
});
