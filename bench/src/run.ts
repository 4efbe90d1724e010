// `npm run bench`: builds the SPA, starts the stack on PGlite then on PostgreSQL, measures everything in one run, writes results/latest.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startSupabase } from '@campus-hostel/emulators/supabase';
import { createDatabase, startTestPostgres } from '@campus-hostel/emulators/testing';
import { apiFigures, helloFigure, resetHolds, type ApiFigure } from './api';
import { measureBundle } from '@campus-hostel/testkit/bundle';
import { burst, type BurstFigure } from './burst';
import { contention } from './contention';
import { runLighthouse, type LighthousePage } from './lighthouse';
import { httpsOrigin, startPreview, startTlsFronts, throwAwayCertificate } from './preview';
import { realtimePropagation } from './realtime';
import { selectionDay, type SelectionDayFigure } from './selection-day';
import { EVENING } from './evening-rush';
import { RUSH } from './meal-rush';
import { EVENING_RUSH, MEAL_RUSH, measureEveningRush, measureMealRush } from './rush-runs';
import { childPids, freePort, REPO_ROOT, sampleMemory, spawnTs, waitForHealth } from '@campus-hostel/testkit/processes';
import { localClientEnv } from '@campus-hostel/contracts/local-project';
import { LOCAL_SUPABASE, startStack } from '@campus-hostel/testkit/stack';
import { createStudents, postgresQuery, type QueryFn, type Student } from '@campus-hostel/testkit/students';
import { budgets, table, withRatios, type EngineFigures, type Results } from './report';

const CLIENT_DIR = path.join(REPO_ROOT, 'client');
const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');
/** The pages a visitor lands on, measured signed out. */
const PUBLIC_PAGES = ['/', '/status', '/status/Kanhar', '/Hostels'];
/** The seed's demo accounts (supabase/seed.sql): the student declared what Kanhar accepts and owns no bed. */
const DEMO_STUDENT = { email: 'student@hostel.local', password: 'student-pass-2026' };
const DEMO_ADMIN = { email: 'admin@hostel.local', password: 'admin-pass-2026' };
/** The hostel whose wizard and payment page are measured, for the demo student. */
const BOOKED_HOSTEL = 'Kanhar';
/**
 * `BENCH_LIGHTHOUSE_PAGES=/profile,/admin` measures only the pages of those names, to compare two builds of a few pages
 * side by side in minutes rather than all of them.
 */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter((name) => name !== '');
/** create-payment-intent needs a fresh (buyer, room) pair per request; this many are prepared per engine. */
const CPI_PAIRS = 600;
const CONTENTION = { buyers: 1000, rooms: 100, hostel: 'Gopad' };
const BURST = { users: 3000, rooms: 300, hostel: 'Kanhar' };
const REALTIME = { pages: 1000, changes: 50, hostel: 'Gopad' };
/**
 * Selection day on its own database (the other parts have sold Kanhar's beds by then) and its own API with the waiting
 * room on: 10,000 students over a minute for Kanhar, in four random slots of 2,500 opening 15 s apart; Realtime is
 * measured 20 s in, while they arrive.
 */
const SELECTION_DAY = {
  students: 10_000,
  hostel: 'Kanhar',
  arrivalMs: 60_000,
  drainMs: 60_000,
  capacity: 200,
  admissionMinutes: 1,
  slotSize: 2500,
  slotSeconds: 15,
  realtime: { ...REALTIME, startAfterMs: 20_000 },
};

/** The parts of a run; `--only api,contention,burst` measures just those (the default is all of them). */
const PARTS = [
  'bundle',
  'lighthouse',
  'pglite',
  'api',
  'contention',
  'burst',
  'realtime',
  'selection-day',
  'meal-rush',
  'evening-rush',
] as const;
type Part = (typeof PARTS)[number];

function selectedParts(argv: string[]): Set<Part> {
  const index = argv.indexOf('--only');
  if (index === -1) return new Set(PARTS);
  const listed = (argv[index + 1] ?? '').split(',').filter((name) => name !== '');
  const unknown = listed.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (listed.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes a comma-separated list of ${PARTS.join(', ')}${unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
  }
  return new Set(listed as Part[]);
}

/** What the SPA keeps in localStorage for an account signed in with "Remember me" (client/src/lib/auth-storage.ts). */
async function sessionStorageEntries(
  supabaseUrl: string,
  account: { email: string; password: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_SUPABASE.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`${account.email} could not sign in: ${response.status}`);
  return { 'campus-hostel.remember-me': 'yes', 'campus-hostel.session': JSON.stringify(await response.json()) };
}

/**
 * Every route a user lands on, in both languages: the public pages as a visitor, the student's pages as the demo student, the
 * office as the demo admin. The payment page opens with the wizard's finished draft in the tab's sessionStorage, as
 * the wizard leaves it (client/src/features/booking/booking-draft.ts), and takes the student's hold as it loads.
 */
async function lighthousePages(supabaseUrl: string, room: BookedRoom): Promise<LighthousePage[]> {
  const student = await sessionStorageEntries(supabaseUrl, DEMO_STUDENT);
  const admin = await sessionStorageEntries(supabaseUrl, DEMO_ADMIN);
  const draft = {
    step: 3,
    data: {
      name: 'Aarav Sharma',
      email: DEMO_STUDENT.email,
      state: 'Chhattisgarh',
      city: 'Raipur',
      pincode: '492001',
      userType: 'student',
      description: 'A quiet room near the library, please.',
    },
    room: { wing: room.wing, number: room.number },
  };
  const pages: LighthousePage[] = [
    ...PUBLIC_PAGES.map((page) => ({ name: page, path: page })),
    { name: '/complaint', path: '/complaint', localStorage: student },
    { name: '/profile', path: '/profile', localStorage: student },
    { name: 'the wizard', path: `/status/${room.hostel_name}/booknow/${room.id}`, localStorage: student },
    {
      name: 'the payment page',
      path: `/payment/${room.hostel_name}/${room.id}`,
      localStorage: student,
      sessionStorage: { [`campus-hostel.booking.${room.hostel_name}.${room.id}`]: JSON.stringify(draft) },
    },
    { name: '/admin', path: '/admin', localStorage: admin },
  ];
  // Each page in English and again in Hindi, asked for on the address (?lang=hi holds for that visit and never changes
  // the demo accounts' own language, which the English runs read): the Hindi catalogues and text hold the same budget.
  const bothLanguages = pages.flatMap((page) => [
    page,
    { ...page, name: `${page.name} (hi)`, path: `${page.path}${page.path.includes('?') ? '&' : '?'}lang=hi` },
  ]);
  return ONLY_PAGES ? bothLanguages.filter((page) => ONLY_PAGES.includes(page.name)) : bothLanguages;
}

const errorOf = (error: unknown): { error: string } => ({
  error: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
});
const log = (line: string): void => {
  process.stderr.write(`[bench] ${line}\n`);
};

interface Room {
  id: number;
  hostel_name: string;
}

/** Vacant rooms of one hostel, or of any boys' hostel: the bench's students declared what those accept. */
async function vacantRooms(query: QueryFn, count: number, hostel?: string): Promise<Room[]> {
  const rows = await query(
    `select id::int as id, hostel_name from public.hostel_room
     where not status and held_by is null
       and ($2::text is null or hostel_name = $2)
       and hostel_name in (select name from public.hostels where kind = 'boys')
     order by id limit $1`,
    [count, hostel ?? null],
  );
  return rows.map((row) => ({ id: Number(row.id), hostel_name: String(row.hostel_name) }));
}

interface BookedRoom extends Room {
  wing: string;
  number: number;
}

/** The demo student's room: BOOKED_HOSTEL's last vacant one, past the rooms create-payment-intent holds. */
async function roomToBook(query: QueryFn): Promise<BookedRoom> {
  const [row] = await query(
    `select id::int as id, wing_name as wing, room_number::int as number from public.hostel_room
     where hostel_name = $1 and not status and held_by is null and not out_of_service
     order by id desc limit 1`,
    [BOOKED_HOSTEL],
  );
  if (!row) throw new Error(`${BOOKED_HOSTEL} has no vacant room to book`);
  return { id: Number(row.id), hostel_name: BOOKED_HOSTEL, wing: String(row.wing), number: Number(row.number) };
}

/** Builds the SPA against the given stand-in URLs (Vite bakes VITE_* in at build time). */
function buildClient(env: Record<string, string>): void {
  const result = spawnSync('npm', ['run', 'build', '-w', 'client'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `client build failed: ${(result.stderr || result.stdout).trim().split('\n').slice(-5).join(' | ')}`,
    );
  }
}

async function engineFigures(
  label: string,
  stack: { supabaseUrl: string; apiUrl: string },
  helloUrl: string,
  students: Student[],
  rooms: Room[],
): Promise<EngineFigures> {
  const [student] = students;
  const [room] = rooms;
  if (!student || !room) throw new Error('no students or rooms to measure with');
  log(`${label}: hello-world ceiling`);
  const hello: ApiFigure = await helloFigure(helloUrl);
  log(`${label}: REST, RPC, insert and create-payment-intent`);
  const figures = await apiFigures({
    supabaseUrl: stack.supabaseUrl,
    apiUrl: stack.apiUrl,
    roomId: room.id,
    student,
    buyers: rooms.map((r, i) => ({ room: r, student: students[i] ?? student })),
  });
  await resetHolds(stack.supabaseUrl);
  return withRatios(hello, figures);
}

/** The parts measured on one PostgreSQL stack: the API figures, contention, the burst and Realtime, in that order. */
async function postgresParts(
  parts: Set<Part>,
  postgresUrl: string,
  helloUrl: string,
  work: string,
  results: Omit<Results, 'budgets' | 'durationS'>,
): Promise<void> {
  const databaseUrl = await createDatabase(postgresUrl);
  const stack = await startStack({ dataDir: path.join(work, 'postgres'), databaseUrl });
  const db = postgresQuery(databaseUrl);
  try {
    const students = await createStudents(db.query, stack.keys, CPI_PAIRS + CONTENTION.buyers + BURST.users, 'pg');
    const cpiStudents = students.slice(0, CPI_PAIRS);
    const buyers = students.slice(CPI_PAIRS, CPI_PAIRS + CONTENTION.buyers);
    const racers = students.slice(CPI_PAIRS + CONTENTION.buyers);
    if (parts.has('api'))
      results.api.postgres = await engineFigures(
        'PostgreSQL',
        stack,
        helloUrl,
        cpiStudents,
        await vacantRooms(db.query, CPI_PAIRS),
      ).catch(errorOf);

    if (parts.has('contention')) {
      log(`contention: ${CONTENTION.buyers} buyers for ${CONTENTION.rooms} rooms`);
      const contentionRooms = await vacantRooms(db.query, CONTENTION.rooms, CONTENTION.hostel);
      results.contention = await contention(stack.apiUrl, db.query, buyers, contentionRooms).catch(errorOf);
      await resetHolds(stack.supabaseUrl);
    }

    if (parts.has('burst')) {
      log(`selection burst: ${BURST.users} users for ${BURST.rooms} rooms`);
      const memory = sampleMemory(stackProcesses(stack));
      let figure: Omit<BurstFigure, 'peakRssMb'> | { error: string };
      try {
        figure = await burst(
          {
            supabaseUrl: stack.supabaseUrl,
            apiUrl: stack.apiUrl,
            stripeUrl: stack.stripeUrl,
            hostel: BURST.hostel,
            roomIds: (await vacantRooms(db.query, BURST.rooms, BURST.hostel)).map((r) => r.id),
            users: racers,
          },
          db.query,
        );
      } catch (error) {
        figure = errorOf(error);
      }
      const peaks = memory.stop();
      results.burst =
        'error' in figure
          ? figure
          : {
              ...figure,
              peakRssMb: Object.fromEntries(
                Object.entries(peaks).map(([name, bytes]) => [name, Math.round(bytes / 1048576)]),
              ),
            };
    }

    if (parts.has('realtime')) {
      log(`Realtime: ${REALTIME.pages} open pages, ${REALTIME.changes} bed changes`);
      results.realtime = await realtimePropagation(stack.supabaseUrl, db.query, REALTIME).catch(errorOf);
    }
  } finally {
    await db.close();
    await stack.stop();
  }
}

/** Selection day on a database and stack of its own, with the API's waiting room on; peak RSS sampled throughout. */
/** The processes whose peak RSS a scenario reports: the stack's, Realtime's own on PostgreSQL, and the bench's clients. */
function stackProcesses(stack: Awaited<ReturnType<typeof startStack>>): Record<string, number> {
  // On PostgreSQL the Supabase stand-in's Realtime is a process of its own, its only child.
  const [realtime] = childPids(stack.services.supabase.pid);
  return {
    supabase: stack.services.supabase.pid,
    ...(realtime === undefined ? {} : { 'supabase Realtime': realtime }),
    api: stack.services.api.pid,
    stripe: stack.services.stripe.pid,
    'bench (clients)': process.pid,
  };
}

async function measureSelectionDay(postgresUrl: string, work: string): Promise<SelectionDayFigure> {
  const databaseUrl = await createDatabase(postgresUrl);
  const stack = await startStack({
    dataDir: path.join(work, 'selection-day'),
    databaseUrl,
    apiEnv: {
      SELECTION_CAPACITY: String(SELECTION_DAY.capacity),
      ADMISSION_MINUTES: String(SELECTION_DAY.admissionMinutes),
    },
  });
  const db = postgresQuery(databaseUrl);
  try {
    const students = await createStudents(db.query, stack.keys, SELECTION_DAY.students, 'sd');
    const memory = sampleMemory(stackProcesses(stack));
    const figure = await selectionDay(
      {
        ...SELECTION_DAY,
        supabaseUrl: stack.supabaseUrl,
        apiUrl: stack.apiUrl,
        stripeUrl: stack.stripeUrl,
        keys: stack.keys,
        students,
      },
      db.query,
    ).catch((error: unknown) => {
      memory.stop();
      throw error;
    });
    const peaks = memory.stop();
    return {
      ...figure,
      peakRssMb: Object.fromEntries(Object.entries(peaks).map(([name, bytes]) => [name, Math.round(bytes / 1048576)])),
    };
  } finally {
    await db.close();
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const parts = selectedParts(process.argv.slice(2));
  const started = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'campus-hostel-bench-'));
  const results: Omit<Results, 'budgets' | 'durationS'> = {
    startedAt: new Date(started).toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    bundle: { error: 'not measured' },
    lighthouse: { error: 'not measured' },
    api: {},
    contention: { error: 'not measured' },
    burst: { error: 'not measured' },
    realtime: { error: 'not measured' },
    selectionDay: { error: 'not measured' },
    mealRush: { error: 'not measured' },
    eveningRush: { error: 'not measured' },
  };
  const helloPort = await freePort();
  const hello = spawnTs('hello', 'bench/src/hello-server.ts', { PORT: String(helloPort) });
  const helloUrl = `http://127.0.0.1:${helloPort}`;
  try {
    await waitForHealth(helloUrl, hello);
    const ports = { supabase: await freePort(), stripe: await freePort(), api: await freePort() };
    const previewPort = await freePort();
    const spaOrigin = httpsOrigin(previewPort);
    // The SPA reaches Supabase and the API through TLS fronts on these ports (startTlsFronts), as it would in production.
    const fronts = { supabase: await freePort(), api: await freePort() };

    const clientEnv = {
      ...localClientEnv('127.0.0.1', ports),
      VITE_SUPABASE_URL: httpsOrigin(fronts.supabase),
      VITE_API_URL: httpsOrigin(fronts.api),
    };
    let built = false;
    if (parts.has('bundle') || parts.has('lighthouse')) {
      log('building the SPA against this run’s stand-ins');
      try {
        buildClient(clientEnv);
        built = true;
        if (parts.has('bundle')) results.bundle = measureBundle(path.join(CLIENT_DIR, 'dist'));
      } catch (error) {
        results.bundle = errorOf(error);
      }
    }

    if (parts.has('pglite') || parts.has('lighthouse')) {
      // PGlite: prepare students in-process, then serve the same data directory from the stand-in process.
      log('PGlite: seeding and preparing students');
      const pgliteDir = path.join(work, 'pglite');
      const prep = await startSupabase({ port: 0, dataDir: pgliteDir, quiet: true });
      const pgliteQuery: QueryFn = (text, params) =>
        prep.db.asOwner(async (sql) => (await sql.query(text, params)).rows);
      const pgliteStudents = await createStudents(pgliteQuery, prep.keys, CPI_PAIRS, 'pglite');
      const pgliteRooms = await vacantRooms(pgliteQuery, CPI_PAIRS);
      const bookedRoom = await roomToBook(pgliteQuery);
      await prep.close();
      const pgliteStack = await startStack({ dataDir: pgliteDir, ports, clientOrigin: spaOrigin });
      try {
        if (parts.has('pglite'))
          results.api.pglite = await engineFigures('PGlite', pgliteStack, helloUrl, pgliteStudents, pgliteRooms).catch(
            errorOf,
          );
        if (!parts.has('lighthouse')) {
          results.lighthouse = { error: 'not measured' };
        } else if (built) {
          const tls = await throwAwayCertificate();
          const preview = await startPreview(previewPort, clientEnv, tls);
          try {
            const tlsFronts = await startTlsFronts(
              [
                { port: fronts.supabase, origin: `http://127.0.0.1:${ports.supabase}` },
                { port: fronts.api, origin: `http://127.0.0.1:${ports.api}` },
              ],
              tls,
            );
            try {
              results.lighthouse = await lighthousePages(`http://127.0.0.1:${ports.supabase}`, bookedRoom)
                .then((pages) => {
                  log(`Lighthouse: mobile and desktop of ${pages.map((page) => page.name).join(', ')}`);
                  return runLighthouse(spaOrigin, pages, tls.spki);
                })
                .catch(errorOf);
            } finally {
              await tlsFronts.stop();
            }
          } finally {
            await preview.stop();
          }
        } else {
          results.lighthouse = { error: 'the SPA did not build' };
        }
      } finally {
        await pgliteStack.stop();
      }
    }

    const onPostgres = parts.has('api') || parts.has('contention') || parts.has('burst') || parts.has('realtime');
    if (onPostgres || parts.has('selection-day') || parts.has('meal-rush') || parts.has('evening-rush')) {
      log('PostgreSQL: starting a throw-away server');
      const postgres = await startTestPostgres();
      try {
        if (onPostgres) await postgresParts(parts, postgres.url, helloUrl, work, results);
        if (parts.has('selection-day')) {
          log(`selection day: ${SELECTION_DAY.students} students over ${SELECTION_DAY.arrivalMs / 1000} s`);
          results.selectionDay = await measureSelectionDay(postgres.url, work).catch(errorOf);
        }
        if (parts.has('meal-rush')) {
          log(`meal rush: ${MEAL_RUSH.students} students, ${RUSH.counters} counters, ${RUSH.windowMs / 1000} s`);
          results.mealRush = await measureMealRush(postgres.url, work, helloUrl).catch(errorOf);
        }
        if (parts.has('evening-rush')) {
          log(
            `evening rush: ${EVENING_RUSH.students} students, ${EVENING.guards} gate phones, ${EVENING.windowMs / 1000} s`,
          );
          results.eveningRush = await measureEveningRush(postgres.url, work, helloUrl).catch(errorOf);
        }
      } finally {
        await postgres.stop();
      }
    }
  } finally {
    await hello.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const final: Results = {
    ...results,
    durationS: Math.round((Date.now() - started) / 1000),
    budgets: budgets(results),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  // A partial run never replaces the last full one.
  const file = path.join(RESULTS_DIR, parts.size === PARTS.length ? 'latest.json' : 'partial.json');
  writeFileSync(file, `${JSON.stringify(final, null, 2)}\n`);
  process.stdout.write(`${table(final)}\n`);
  log(`wrote ${path.relative(REPO_ROOT, file)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
