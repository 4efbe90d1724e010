// A request that would run long ends at its role's statement timeout, as on hosted Supabase, while the pool serves
// the others. PostgreSQL only: PGlite has one connection and does not enforce statement_timeout.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, startStandIn, type StandIn } from '../../testing/stand-in';

const MIGRATION = `
create function public.slow() returns int language plpgsql as $$ begin perform pg_sleep(60); return 1; end $$;
create function public.quick() returns int language sql as $$ select 1 $$;
`;

describe.skipIf(!ENGINES.includes('postgres'))('statement timeouts on postgres', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn('postgres', inject('postgresUrl'), { migration: MIGRATION, seed: '' });
  });
  afterAll(() => standIn?.dispose());

  // supabase/postgres migrations/db/init-scripts/00000000000000-initial-schema.sql sets anon's statement_timeout to 3s;
  // PostgREST applies the impersonated role's settings per request and answers 57014 with 500
  // (PostgREST src/PostgREST/Error.hs: '5':'7':_ -> status500).
  it('when a visitor’s request runs past anon’s timeout, then it is cancelled with 57014 and others are answered meanwhile', async () => {
    const events: string[] = [];
    const slow = standIn
      .anon()
      .rpc('slow')
      .then((answer) => {
        events.push('slow');
        return answer;
      });
    const quick = await standIn.anon().rpc('quick');
    events.push('quick');
    expect(quick.data).toBe(1);
    const answer = await slow;
    expect(events).toEqual(['quick', 'slow']);
    expect(answer.status).toBe(500);
    expect(answer.error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  });
});
