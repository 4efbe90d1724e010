// One visitor's expensive read cannot hold the database: it ends at anon's statement timeout while others are served.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { call, startBackend, type Backend } from '../src/backend';
import { LOCAL_SUPABASE } from '../src/hostile';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'));
});

afterAll(async () => {
  await backend?.close();
});

/** beds → their room → its beds → …, `levels` embeds deep: every level multiplies the rows PostgreSQL must build. */
function nestedEmbed(levels: number): string {
  const embeds = Array.from({ length: levels }, (_, level) => (level % 2 === 0 ? 'hostel_room' : 'beds'));
  return embeds.reduceRight((inner, embed) => `id,${embed}(${inner})`, 'id');
}

function visitorRead(pathAndQuery: string) {
  return call<unknown>(`${backend.supabaseUrl}/rest/v1/${pathAndQuery}`, {
    method: 'GET',
    headers: { apikey: LOCAL_SUPABASE.publishableKey },
  });
}

describe('when a visitor sends a read nested twenty-four levels deep', () => {
  // Hosted Supabase sets `statement_timeout = 3s` on anon (supabase/postgres migrations/db/init-scripts), PostgREST
  // applies a role's settings on each request it makes as that role, and answers 57014 with HTTP 500
  // (PostgREST src/PostgREST/Error.hs pgErrorStatus: '5':'7':_ → 500).
  it('then other requests are answered while it runs, and it is cancelled with 57014', async () => {
    const events: string[] = [];
    const slow = visitorRead(`beds?select=${encodeURIComponent(nestedEmbed(24))}`).then((answer) => {
      events.push('slow');
      return answer;
    });
    const notices = await visitorRead('notices?select=title&limit=1');
    events.push('other');
    expect(notices.status).toBe(200);
    const answer = await slow;
    expect(events).toEqual(['other', 'slow']);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: '57014' });
  });
});
