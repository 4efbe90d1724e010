// The meal rush: lunch at two messes, 30 minutes compressed, while students read the menu; then 100 QRs scanned at
// two counters in the same instant. Every student opens their meal QR (GET /mess/me), a counter of their mess scans it
// (POST /mess/scan); meals served twice are counted in meal_servings afterwards.
import { COUNTER_MEALS } from '@campus-hostel/contracts/api';
import type { QueryFn, Student } from '@campus-hostel/testkit/students';
import { LOCAL_SUPABASE } from '@campus-hostel/testkit/stack';
import type { ApiFigure } from './api';
import { latency, timedCalls, type Latency } from './lib/timed-calls';

/** The lunch hour and a half as the bench plays it: 30 minutes in 60 s (30 times faster). */
export const RUSH = { realMinutes: 30, windowMs: 60_000, counters: 4, sameInstantQrs: 100 };
/** Besides each arriving student's read, this many menu reads by students elsewhere, spread over the window. */
const MENU_READS_PER_STUDENT = 1;

export type { Latency };

export interface MealRushFigure {
  students: number;
  messes: string[];
  counters: number;
  realMinutes: number;
  windowMs: number;
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  served: number;
  /** Rows of meal_servings that share a student, day and meal: none may. */
  servedTwice: number;
  /** Answers of "served" against the rows meal_servings holds for these students. */
  servingsRecorded: number;
  latency: { scan: Latency; card: Latency; menu: Latency };
  sameInstant: { qrs: number; counters: number; served: number; alreadyServed: number; errors: number; scan: Latency };
  /** The Express hello-world of the same run (autocannon, 50 connections, 5 s): the ceiling beside the scan. */
  hello: ApiFigure;
  wallMs: number;
}

export interface MealRushTargets {
  supabaseUrl: string;
  apiUrl: string;
  students: Student[];
  /** The counters' accounts, made mess managers here: half at each mess. */
  counters: Student[];
  hello: () => Promise<ApiFigure>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Monday of today's week in India, as mess_menus keys a week. */
function istWeekStart(): string {
  const today = new Date(Date.now() + 330 * 60_000);
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return today.toISOString().slice(0, 10);
}

/**
 * Two messes' lunch: a period covering today, half the students registered at each, two counters (mess managers) per
 * mess, and a published week of dishes for the menu reads.
 */
async function arrange(query: QueryFn, t: MealRushTargets, messes: { id: number; name: string }[]): Promise<void> {
  await query(
    `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
     select 'Meal rush', public.ist_day(now()) - 1, public.ist_day(now()) + 30, now() - interval '10 days',
            now() - interval '2 days', 'first_come'
     where not exists (select 1 from public.mess_periods p where public.ist_day(now()) between p.starts_on and p.ends_on)`,
  );
  const ids = messes.map((mess) => mess.id);
  await query(
    `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
     select p.id, s.id, ($2::bigint[])[1 + (s.n - 1) % 2], 'registered', 'office', p.starts_on
     from unnest($1::uuid[]) with ordinality s (id, n),
          public.mess_periods p where public.ist_day(now()) between p.starts_on and p.ends_on
     on conflict (period_id, user_id) do update set mess_id = excluded.mess_id, status = 'registered'`,
    [t.students.map((s) => s.id), ids],
  );
  await query(
    `with c as (select id, n from unnest($1::uuid[]) with ordinality c (id, n)),
     r as (update auth.users u set raw_app_meta_data = u.raw_app_meta_data || '{"role":"mess_manager"}'
           from c where u.id = c.id)
     insert into public.office_places (user_id, kind, mess_id)
     select c.id, 'mess', ($2::bigint[])[1 + (c.n - 1) % 2] from c`,
    [t.counters.map((c) => c.id), ids],
  );
  const week = istWeekStart();
  await query(
    `insert into public.mess_menus (mess_id, week_start, published_at) select m, $2::date, now() from unnest($1::bigint[]) m
     on conflict (mess_id, week_start) do update set published_at = now()`,
    [ids, week],
  );
  await query(
    `insert into public.mess_menu_items (mess_id, week_start, day, meal, position, dish, diet)
     select m, $2::date, d, meal, p, 'Dish ' || p, 'veg'
     from unnest($1::bigint[]) m, generate_series(1, 7) d, unnest($3::text[]) meal, generate_series(1, 4) p
     on conflict do nothing`,
    [ids, week, COUNTER_MEALS],
  );
}

export async function mealRush(t: MealRushTargets, query: QueryFn): Promise<MealRushFigure> {
  const messes = (await query(
    `select id::int as id, name from public.messes where name in ('Gopad Mess', 'Kanhar Mess') order by name`,
  )) as { id: number; name: string }[];
  if (messes.length !== 2) throw new Error('the seed has no Gopad Mess and Kanhar Mess');
  await arrange(query, t, messes);
  const week = istWeekStart();
  const calls = timedCalls(['scan', 'card', 'menu', 'instant'] as const);
  const { call, fail } = calls;

  const card = async (student: Student) => {
    const answer = await call('card', `${t.apiUrl}/mess/me`, { method: 'GET', token: student.token });
    return answer && answer.status === 200 ? (JSON.parse(answer.text) as { token: string }).token : null;
  };
  const menu = (student: Student, messId: number) =>
    call(
      'menu',
      `${t.supabaseUrl}/rest/v1/mess_menu_items?select=day,meal,dish,diet&mess_id=eq.${messId}&week_start=eq.${week}&order=day.asc,meal.asc,position.asc`,
      { method: 'GET', token: student.token, headers: { apikey: LOCAL_SUPABASE.publishableKey }, unread: true },
    );
  const scan = (counter: Student, token: string, kind: 'scan' | 'instant', expected: readonly number[]) =>
    call(
      kind,
      `${t.apiUrl}/mess/scan`,
      {
        method: 'POST',
        token: counter.token,
        body: { token, meal: 'lunch' },
      },
      expected,
    );

  const hello = await t.hello();
  const rushers = t.students.slice(0, t.students.length - RUSH.sameInstantQrs);
  const instant = t.students.slice(t.students.length - RUSH.sameInstantQrs);
  const started = performance.now();
  let served = 0;

  // Student i (of all, from 0) eats at mess i % 2, and counter k serves mess k % 2, as arranged: a mess's two counters
  // take turns. Arrivals are uniform over the window.
  const countersOf = (mess: number) => [t.counters[mess]!, t.counters[mess + 2]!];
  const flows = rushers.map(async (student, i) => {
    await sleep(Math.random() * RUSH.windowMs);
    const mess = i % 2;
    const [token] = await Promise.all([card(student), menu(student, messes[mess]!.id)]);
    if (token === null) return;
    const answer = await scan(countersOf(mess)[Math.floor(i / 2) % 2]!, token, 'scan', [200]);
    if (answer?.status === 200) served++;
  });
  const browsing = Array.from({ length: rushers.length * MENU_READS_PER_STUDENT }, async (_, i) => {
    await sleep(Math.random() * RUSH.windowMs);
    await menu(rushers[i % rushers.length]!, messes[i % 2]!.id);
  });
  await Promise.all([...flows, ...browsing]);

  // The same instant: 100 QRs, each scanned at both counters of its student's mess at once.
  const instantTokens = await Promise.all(instant.map((student) => card(student)));
  const instantAnswers = await Promise.all(
    instantTokens.flatMap((token, j) =>
      token === null
        ? []
        : countersOf((rushers.length + j) % 2).map((counter) => scan(counter, token, 'instant', [200, 409])),
    ),
  );
  const wallMs = Math.round(performance.now() - started);
  const instantServed = instantAnswers.filter((a) => a?.status === 200).length;
  const alreadyServed = instantAnswers.filter((a) => a?.status === 409).length;
  const instantErrors = Object.entries(calls.errorKinds)
    .filter(([kind]) => kind.startsWith('instant'))
    .reduce((sum, [, n]) => sum + n, 0);

  const ids = t.students.map((s) => s.id);
  const [twice] = await query(
    `select count(*)::int as n from (select user_id from public.meal_servings where user_id = any($1::uuid[])
     group by user_id, served_on, meal having count(*) > 1) t`,
    [ids],
  );
  const [recorded] = await query(
    'select count(*)::int as n from public.meal_servings where user_id = any($1::uuid[])',
    [ids],
  );
  const servingsRecorded = Number(recorded?.n ?? 0);
  // Every served answer is one row, and every row was answered served: anything else is an error too.
  if (servingsRecorded !== served + instantServed) fail('servings not as answered');
  // Each QR scanned twice at once is served exactly once.
  if (instantServed !== instant.length) fail('same instant not served once');
  return {
    students: rushers.length,
    messes: messes.map((mess) => mess.name),
    counters: t.counters.length,
    realMinutes: RUSH.realMinutes,
    windowMs: RUSH.windowMs,
    requests: calls.requests(),
    errors: calls.errors(),
    errorKinds: calls.errorKinds,
    served,
    servedTwice: Number(twice?.n ?? 0),
    servingsRecorded,
    latency: { scan: latency(calls.times.scan), card: latency(calls.times.card), menu: latency(calls.times.menu) },
    sameInstant: {
      qrs: instant.length,
      counters: 2,
      served: instantServed,
      alreadyServed,
      errors: instantErrors,
      scan: latency(calls.times.instant),
    },
    hello,
    wallMs,
  };
}
