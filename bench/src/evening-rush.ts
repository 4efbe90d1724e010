// The evening return rush: students back from a weekend away, through two hostels' gates in an hour compressed to a
// minute. Each student's approved leave has its exit recorded already; they open their pass (GET /leave/mine) and a
// guard of their hostel's gate scans it in (POST /gate/scan). Most are back before their leave ends (an early return,
// which shortens the leave and its mess rebate), some after it (late: their warden is told). Then 100 passes are
// scanned by both phones of a gate in the same instant. Returns recorded twice are counted in gate_events afterwards.
import type { QueryFn, Student } from '@campus-hostel/testkit/students';
import type { ApiFigure } from './api';
import { latency, timedCalls, type Latency } from './lib/timed-calls';

/** An hour of returns as the bench plays it (60 times faster); two phones at each of two gates. */
export const EVENING = { realMinutes: 60, windowMs: 60_000, guards: 4, sameInstantPasses: 100, lateShare: 0.1 };
const HOSTELS = ['Gopad', 'Kanhar'] as const;

export interface EveningRushFigure {
  students: number;
  gates: string[];
  guards: number;
  realMinutes: number;
  windowMs: number;
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  returned: number;
  late: number;
  /** Leaves with more than one return in gate_events: none may. */
  usedTwice: number;
  /** Answers of "returned" against the returns gate_events holds for these leaves. */
  returnsRecorded: number;
  latency: { scan: Latency; pass: Latency };
  sameInstant: { passes: number; returned: number; alreadyUsed: number; errors: number; scan: Latency };
  /** The Express hello-world of the same run: the ceiling beside the scan. */
  hello: ApiFigure;
  wallMs: number;
}

export interface EveningRushTargets {
  apiUrl: string;
  students: Student[];
  /** The guards' accounts: made guards here, half at each gate. */
  guards: Student[];
  hello: () => Promise<ApiFigure>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each student's leave began two days ago and was approved; they went out through their hostel's gate the next
 * morning. Guard k keeps the gate of HOSTELS[k % 2].
 */
async function arrange(query: QueryFn, t: EveningRushTargets): Promise<number[]> {
  const rows = (await query(
    `with s as (select id, n from unnest($1::uuid[]) with ordinality s (id, n)),
     l as (
       insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                          guardian_required, decided_at)
       select s.id, ($2::text[])[1 + (s.n - 1) % 2], now() - interval '2 days', now() + interval '1 day', 'Home', 'Weekend at home', '9876543210', 'approved',
              false, now() - interval '3 days'
       from s order by s.n
       returning id, user_id, hostel_name, from_at)
     insert into public.gate_events (leave_id, user_id, hostel_name, direction, at)
     select l.id, l.user_id, l.hostel_name, 'out', l.from_at + interval '12 hours' from l
     returning leave_id::int as id, user_id`,
    [t.students.map((s) => s.id), HOSTELS],
  )) as { id: number; user_id: string }[];
  await query(
    `with g as (select id, n from unnest($1::uuid[]) with ordinality g (id, n)),
     r as (update auth.users u set raw_app_meta_data = u.raw_app_meta_data || '{"role":"guard"}' from g where u.id = g.id)
     insert into public.office_places (user_id, kind, hostel_name) select g.id, 'gate', ($2::text[])[1 + (g.n - 1) % 2] from g`,
    [t.guards.map((g) => g.id), HOSTELS],
  );
  const byUser = new Map(rows.map((row) => [row.user_id, row.id]));
  return t.students.map((s) => byUser.get(s.id)!);
}

export async function eveningRush(t: EveningRushTargets, query: QueryFn): Promise<EveningRushFigure> {
  const rushers = t.students.length - EVENING.sameInstantPasses;
  // A late returner's leave ended 5 s (five minutes, compressed) before they arrive; the others' ends 5–15 s after.
  const plan = t.students.map((_, i) => {
    const arrivesInMs = i < rushers ? Math.random() * EVENING.windowMs : EVENING.windowMs;
    const late = i < rushers && Math.random() < EVENING.lateShare;
    return { arrivesInMs, endsInMs: late ? arrivesInMs - 5_000 : arrivesInMs + 5_000 + Math.random() * 10_000 };
  });
  const leaveIds = await arrange(query, t);
  const calls = timedCalls(['scan', 'pass', 'instant', 'setup'] as const);
  const { call, fail } = calls;

  /** The student's pass, as their page fetches it while it is still good (before a late return, it is kept). */
  const pass = async (i: number, kind: 'pass' | 'setup' = 'pass'): Promise<string | null> => {
    const answer = await call(kind, `${t.apiUrl}/leave/mine`, { method: 'GET', token: t.students[i]!.token });
    if (answer?.status !== 200) return null;
    const mine = JSON.parse(answer.text) as { id: number; pass_token: string | null }[];
    const token = mine.find((leave) => leave.id === leaveIds[i])?.pass_token ?? null;
    if (token === null) fail('pass missing');
    return token;
  };
  const scan = (guard: Student, token: string, kind: 'scan' | 'instant', expected: readonly number[]) =>
    call(
      kind,
      `${t.apiUrl}/gate/scan`,
      { method: 'POST', token: guard.token, body: { token, direction: 'in' } },
      expected,
    );
  // Student i returns to HOSTELS[i % 2]; guards k and k + 2 are that gate's two phones.
  const phonesOf = (i: number) => [t.guards[i % 2]!, t.guards[(i % 2) + 2]!];

  const hello = await t.hello();
  // Every pass is fetched before the rush, as a student's page keeps it for the way back (offline, if need be). Then
  // each leave's end is set from the rush's start: the gate judges a return by the leave's end in the database, not by
  // the pass's expiry, so a pass fetched before the leave was shortened still reads as late or early rightly.
  const tokens = await Promise.all(t.students.map((_, i) => pass(i, 'setup')));
  await query(
    `update public.leave_requests l set to_at = now() + make_interval(secs => p.ends / 1000)
     from unnest($1::bigint[], $2::float8[]) p (id, ends) where l.id = p.id`,
    [leaveIds, plan.map((p) => p.endsInMs)],
  );
  const started = performance.now();
  let returned = 0;
  let late = 0;
  const flows = plan.slice(0, rushers).map(async ({ arrivesInMs }, i) => {
    await sleep(arrivesInMs);
    const token = tokens[i];
    if (!token) return;
    const answer = await scan(phonesOf(i)[Math.floor(i / 2) % 2]!, token, 'scan', [200]);
    if (answer?.status !== 200) return;
    returned++;
    if ((JSON.parse(answer.text) as { late: boolean }).late) late++;
  });
  // Students still on the road open their pass again while the rush goes on (a return ends the leave, and its pass).
  const rereads = plan.slice(0, rushers).map(async ({ arrivesInMs, endsInMs }, i) => {
    const at = Math.random() * EVENING.windowMs;
    await sleep(at);
    if (at < arrivesInMs - 1_000 && at < endsInMs - 1_000) await pass(i);
  });
  await Promise.all([...flows, ...rereads]);

  const instantAnswers = await Promise.all(
    tokens
      .slice(rushers)
      .flatMap((token, j) =>
        token ? phonesOf(rushers + j).map((phone) => scan(phone, token, 'instant', [200, 409])) : [],
      ),
  );
  const wallMs = Math.round(performance.now() - started);
  const instantReturned = instantAnswers.filter((a) => a?.status === 200).length;
  const alreadyUsed = instantAnswers.filter((a) => a?.status === 409).length;
  const instantErrors = Object.entries(calls.errorKinds)
    .filter(([kind]) => kind.startsWith('instant'))
    .reduce((sum, [, n]) => sum + n, 0);

  const [twice] = await query(
    `select count(*)::int as n from (select leave_id from public.gate_events where leave_id = any($1::bigint[])
     and direction = 'in' group by leave_id having count(*) > 1) t`,
    [leaveIds],
  );
  const [recorded] = await query(
    `select count(*)::int as n from public.gate_events where leave_id = any($1::bigint[]) and direction = 'in'`,
    [leaveIds],
  );
  const returnsRecorded = Number(recorded?.n ?? 0);
  if (returnsRecorded !== returned + instantReturned) fail('returns not as answered');
  if (instantReturned !== EVENING.sameInstantPasses) fail('same instant not returned once');
  return {
    students: rushers,
    gates: [...HOSTELS],
    guards: t.guards.length,
    realMinutes: EVENING.realMinutes,
    windowMs: EVENING.windowMs,
    requests: calls.requests(),
    errors: calls.errors(),
    errorKinds: calls.errorKinds,
    returned,
    late,
    usedTwice: Number(twice?.n ?? 0),
    returnsRecorded,
    latency: { scan: latency(calls.times.scan), pass: latency(calls.times.pass) },
    sameInstant: {
      passes: EVENING.sameInstantPasses,
      returned: instantReturned,
      alreadyUsed,
      errors: instantErrors,
      scan: latency(calls.times.instant),
    },
    hello,
    wallMs,
  };
}
