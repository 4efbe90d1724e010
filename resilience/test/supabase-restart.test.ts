// The Supabase stand-in restarted (SIGTERM, then SIGKILL) during a burst of student inserts on a shared PostgreSQL: no acknowledged row lost, none twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { startBackend, type Backend, type Student } from '../src/backend';

let backend: Backend;
let students: Student[];
let next = 0;

/** Students take turns: the database meters each student's inserts per hour, and this burst is about the stand-in. */
function nextStudent(): Student {
  const student = students[next++ % students.length];
  if (!student) throw new Error('no student');
  return student;
}

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'), 'process');
  students = await backend.students(400, 'restart');
});

afterAll(async () => {
  await backend?.close();
});

type Kind = 'application' | 'complaint';

function insert(kind: Kind, marker: string): Promise<Response> {
  const body =
    kind === 'application'
      ? { application_type: 'Other', description: marker }
      : {
          complaint_type: 'cleanliness',
          complaint_category: 'room-condition-issue',
          complaint_description: marker,
          urgency_level: 'low',
          resource_link: '',
        };
  return fetch(`${backend.supabaseUrl}/rest/v1/${kind === 'application' ? 'application_table' : 'complaints_table'}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SUPABASE.publishableKey,
      authorization: `Bearer ${nextStudent().token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Six writers insert one row after another (never retrying: a retry could legitimately duplicate) until told to stop. */
async function burstOfInserts(
  run: string,
  during: () => Promise<void>,
): Promise<{ acked: Map<string, Kind>; attempted: Map<string, Kind> }> {
  const acked = new Map<string, Kind>();
  const attempted = new Map<string, Kind>();
  let stop = false;
  const writer = async (w: number): Promise<void> => {
    for (let i = 0; !stop; i += 1) {
      const kind: Kind = (w + i) % 2 === 0 ? 'application' : 'complaint';
      const marker = `${run} ${w}-${i} ${randomUUID()}`;
      attempted.set(marker, kind);
      try {
        const res = await insert(kind, marker);
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) acked.set(marker, kind);
      } catch {
        // Refused or reset while the stand-in is down: not acknowledged, so nothing is promised.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const writers = Array.from({ length: 6 }, (_, w) => writer(w));
  await during();
  stop = true;
  await Promise.all(writers);
  return { acked, attempted };
}

async function stored(run: string): Promise<Map<string, number>> {
  const rows = await backend.query(
    `select text, count(*)::int as n from (
       select description as text from public.application_table where description like $1
       union all
       select complaint_description from public.complaints_table where complaint_description like $1) t
     group by text`,
    [`${run} %`],
  );
  return new Map(rows.map((row) => [String(row.text), Number(row.n)]));
}

describe.each(['SIGTERM', 'SIGKILL'] as const)(
  'when the stand-in gets %s in the middle of a burst of inserts and comes back',
  (signal) => {
    it('then every acknowledged application and complaint is stored exactly once', async () => {
      const run = `restart-${signal}-${randomUUID().slice(0, 8)}`;
      const { acked, attempted } = await burstOfInserts(run, async () => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await backend.stopSupabase(signal);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await backend.startSupabase();
        await new Promise((resolve) => setTimeout(resolve, 600));
      });
      const rows = await stored(run);
      expect(acked.size).toBeGreaterThan(10);
      // Some inserts were in flight when the stand-in went away; they may or may not have committed.
      expect(attempted.size).toBeGreaterThan(acked.size);
      const missing = [...acked.keys()].filter((marker) => rows.get(marker) !== 1);
      expect(missing).toEqual([]);
      const twice = [...rows.entries()].filter(([, n]) => n > 1);
      expect(twice).toEqual([]);
      expect([...rows.keys()].every((marker) => attempted.has(marker))).toBe(true);
      expect(new Set(acked.values())).toEqual(new Set(['application', 'complaint']));
    });
  },
);
