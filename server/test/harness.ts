// Test harness: the real stand-ins (Supabase on PostgreSQL, Stripe) and the API on port 0, plus helpers to drive them.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { pino } from 'pino';
import type Stripe from 'stripe';
import { LOCAL_SUPABASE, startSupabase, type RunningSupabase } from '@campus-hostel/emulators/supabase';
import { LOCAL_STRIPE, startStripe, type RunningStripe } from '@campus-hostel/emulators/stripe';
import { createProjectDatabase } from '@campus-hostel/emulators/testing/project';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  STUDENT_RECORD_COLUMNS,
  confirmedUserValues,
  studentRecordValues,
} from '@campus-hostel/emulators/testing/users';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { buildDeps, type AppDeps } from '../src/deps.js';

export const ADMIN = { email: 'admin@hostel.local', password: 'admin-pass-2026' };
export const STUDENT = { email: 'student@hostel.local', password: 'student-pass-2026' };

export interface Declaration {
  gender: 'female' | 'male';
  married: boolean;
}

/** Declarations by who they fit: the boys' hostels (Kanhar, Gopad), or both the girls' (Indravati) and the married flats (Shivnath). */
export const DECLARATIONS = {
  boys: { gender: 'male', married: false },
  girlsOrMarried: { gender: 'female', married: true },
} as const satisfies Record<string, Declaration>;
/** The seed's staff member (supabase/seed.sql), who allots beds in the tests. */
export const SEED_STAFF_ID = '00000000-0000-4000-8000-00000000a002';
export const TEST_ORIGIN = 'http://localhost:5173';

export interface Session {
  token: string;
  userId: string;
  email: string;
}

export interface Api {
  url: string;
  config: Config;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export type Room = {
  id: number;
  hostel_name: string;
  room_number: number;
  status: boolean;
  person1: string | null;
  occupant_id: string | null;
  held_by: string | null;
  held_until: Date | null;
  price_minor: number;
};

export type Booking = {
  id: number;
  room_id: number;
  user_id: string;
  status: string;
  amount_minor: number;
  payment_intent_id: string | null;
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return (server.address() as AddressInfo).port;
}

/** Starts the API on port 0 against the given stand-ins; env overrides any key of config.ts. */
export async function startApi(env: Record<string, string>): Promise<Api> {
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_ORIGIN: TEST_ORIGIN, ...env, PORT: '0' });
  const deps = buildDeps(config, pino({ level: 'silent' }));
  const server = createApp(config, deps).listen(0, '127.0.0.1');
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export class Harness {
  private constructor(
    readonly supabase: RunningSupabase,
    readonly stripeStandIn: RunningStripe,
    readonly api: Api,
    private readonly dataDir: string,
  ) {}

  /**
   * A database of its own (a copy of the run's migrated and seeded one on its PostgreSQL, or a fresh PGlite as
   * `npm start` uses), both stand-ins, and the API with webhooks
   * wired to it. The project is one of today (ES256 tokens verified through the JWKS, the secret key) unless `legacy`:
   * then it signs HS256 and the API is configured with the legacy service-role key and JWT secret.
   */
  static async start(
    env: Record<string, string> = {},
    engine: 'postgres' | 'pglite' = 'postgres',
    opts: { legacy?: boolean } = {},
  ): Promise<Harness> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
    const databaseUrl = engine === 'postgres' ? await createProjectDatabase() : undefined;
    const supabase = await startSupabase({
      port: 0,
      databaseUrl,
      dataDir,
      quiet: true,
      ...(opts.legacy ? { signing: 'hs256' as const } : {}),
    });
    const legacyEnv: Record<string, string> = opts.legacy
      ? {
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SUPABASE.legacyServiceRoleKey,
          SUPABASE_JWT_SECRET: LOCAL_SUPABASE.legacyJwtSecret,
        }
      : {};
    const stripeStandIn = await startStripe({
      port: 0,
      quiet: true,
      webhookRetry: { attempts: 8, baseDelayMs: 20, maxDelayMs: 200 },
    });
    const api = await startApi({
      SUPABASE_URL: supabase.url,
      STRIPE_API_BASE: stripeStandIn.url,
      STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
      ...legacyEnv,
      ...env,
    });
    stripeStandIn.setWebhookUrl(`${api.url}/webhooks/stripe`);
    return new Harness(supabase, stripeStandIn, api, dataDir);
  }

  async close(): Promise<void> {
    this.stripeStandIn.setWebhookUrl(null);
    await this.api.close();
    await this.stripeStandIn.close();
    await this.supabase.close();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** The API's own Stripe SDK client (pointed at the stand-in), for what a test does "as Stripe" or "as the card form". */
  get stripe(): Stripe {
    return this.api.deps.stripe;
  }

  /** One HTTP request to the API; the body is sent as JSON unless it is already a string. */
  async call<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; baseUrl?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${opts.baseUrl ?? this.api.url}${pathname}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  /** Signs in through supabase-js against the stand-in, exactly as the SPA does. */
  async signIn(email: string, password: string): Promise<Session> {
    const key = this.supabase.keys.signing === 'hs256' ? LOCAL_SUPABASE.legacyAnonKey : LOCAL_SUPABASE.publishableKey;
    const client = createClient(this.supabase.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { token: data.session.access_token, userId: data.user.id, email };
  }

  /**
   * Creates confirmed students and signs each in through supabase-js. They are inserted with SQL (as
   * seed.sql does) with a cheap bcrypt cost, because the stand-in limits sign-ups to 30 per IP. Each has
   * declared `declaration` (default: what the boys' hostels Kanhar and Gopad accept) and filled in their student
   * record, as a student does before a first booking.
   */
  async createStudents(count: number, prefix: string, declaration = DECLARATIONS.boys): Promise<Session[]> {
    const password = 'student-test-pass';
    const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@test.hostel.local`);
    await this.sql(
      `with u as (
         insert into auth.users (${CONFIRMED_USER_COLUMNS})
         select ${confirmedUserValues('e', "extensions.crypt($2, extensions.gen_salt('bf', 4))", EMAIL_APP_METADATA)}
         from unnest($1::text[]) as e
         returning id
       ),
       p as (insert into public.student_profiles (user_id, gender, married) select u.id, $3, $4 from u)
       insert into public.student_records (${STUDENT_RECORD_COLUMNS}) select ${studentRecordValues('u.id')} from u`,
      [emails, password, declaration.gender, declaration.married],
    );
    const sessions: Session[] = [];
    // A few at a time: sign-ins are cheap, but 100 at once would only queue inside the stand-in.
    for (let i = 0; i < emails.length; i += 10) {
      sessions.push(...(await Promise.all(emails.slice(i, i + 10).map((email) => this.signIn(email, password)))));
    }
    return sessions;
  }

  /**
   * Creates a confirmed account whose app_metadata.role is `role` (as an admin grants it) and signs it in: a member of
   * the office for tests that need one besides the seeded admin.
   */
  async createOfficeMember(email: string, role: 'staff' | 'admin'): Promise<Session> {
    const password = 'office-test-pass';
    await this.sql(
      `insert into auth.users (${CONFIRMED_USER_COLUMNS})
       values (${confirmedUserValues(
         '$1::text',
         "extensions.crypt($2, extensions.gen_salt('bf', 4))",
         `${EMAIL_APP_METADATA} || jsonb_build_object('role', $3::text)`,
       )})`,
      [email, password, role],
    );
    return this.signIn(email, password);
  }

  /**
   * Sets what a student has declared (as the office would correct it), so hostels of that kind take them; one without
   * a student record gets one too.
   */
  async declare(userId: string, declaration: Declaration): Promise<void> {
    await this.sql(
      `with p as (
         insert into public.student_profiles (user_id, gender, married) values ($1, $2, $3)
         on conflict (user_id) do update set gender = excluded.gender, married = excluded.married
       )
       insert into public.student_records (${STUDENT_RECORD_COLUMNS}) values (${studentRecordValues('$1::uuid')})
       on conflict (user_id) do nothing`,
      [userId, declaration.gender, declaration.married],
    );
  }

  /** SQL as the database owner (bypasses RLS), for arranging and inspecting state. */
  async sql<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
  ): Promise<T[]> {
    return this.supabase.db.asOwner(async (sql) => (await sql.query<T>(text, params)).rows);
  }

  /** Allots the student the hostel's first free bed, as the office (the seed's staff member) would; throws otherwise. */
  async allotFreeBed(userId: string, hostel: string): Promise<void> {
    const [row] = await this.sql<{ outcome: string }>(
      `select public.allot_bed($1, (
         select b.id from public.beds b join public.hostel_room r on r.id = b.room_id
         where r.hostel_name = $2 and not b.occupied and b.held_by is null and not r.out_of_service
           and b.reserved_until is null
         order by r.id, b.label limit 1), null, $3, 'staff@hostel.local') as outcome`,
      [userId, hostel, SEED_STAFF_ID],
    );
    if (row?.outcome !== 'allotted') throw new Error(`no bed allotted in ${hostel}: ${row?.outcome}`);
  }

  /**
   * Untouched rooms of a hostel: every bed free and no booking ever (singles unless asked for doubles: one payment
   * fills a single), lowest ids first, so a test's bookings for the room are its own.
   */
  async vacantRooms(hostel: string, count: number, occupancy: 1 | 2 = 1): Promise<Room[]> {
    const rooms = await this.sql<Room>(
      `select id::int as id, hostel_name, room_number, status, person1, occupant_id::text as occupant_id, held_by::text as held_by, held_until, price_minor
       from public.hostel_room r
       where hostel_name = $1 and occupancy = $3
         and not exists (select 1 from public.beds b where b.room_id = r.id and (b.occupied or b.held_by is not null))
         and not exists (select 1 from public.bookings k where k.room_id = r.id)
       order by id limit $2`,
      [hostel, count, occupancy],
    );
    if (rooms.length < count) throw new Error(`only ${rooms.length} vacant rooms in ${hostel}`);
    return rooms;
  }

  /** Makes every hold on a room's beds end `ago` (an SQL interval) in the past, as time passing would. */
  async lapseHolds(roomId: number, ago: string): Promise<void> {
    await this.sql(
      `update public.beds set held_until = now() - $2::interval where room_id = $1 and held_by is not null`,
      [roomId, ago],
    );
    await this.sql('select public.sync_room($1)', [roomId]);
  }

  async room(id: number): Promise<Room> {
    const [room] = await this.sql<Room>(
      `select id::int as id, hostel_name, room_number, status, person1, occupant_id::text as occupant_id, held_by::text as held_by, held_until, price_minor
       from public.hostel_room where id = $1`,
      [id],
    );
    if (!room) throw new Error(`no room ${id}`);
    return room;
  }

  async bookingsForRoom(roomId: number): Promise<Booking[]> {
    return this.sql<Booking>(
      `select id::int as id, room_id::int as room_id, user_id::text as user_id, status, amount_minor, payment_intent_id
       from public.bookings where room_id = $1 order by id`,
      [roomId],
    );
  }

  async bookingByIntent(paymentIntentId: string): Promise<Booking | undefined> {
    const [booking] = await this.sql<Booking>(
      `select id::int as id, room_id::int as room_id, user_id::text as user_id, status, amount_minor, payment_intent_id
       from public.bookings where payment_intent_id = $1`,
      [paymentIntentId],
    );
    return booking;
  }
}

/** Hands out the given students one at a time, so every test gets students of its own. */
export function studentPool(students: readonly Session[]): () => Session {
  let next = 0;
  return () => {
    const student = students[next++];
    if (!student) throw new Error('out of students');
    return student;
  };
}

/** The booking request the SPA's payment page sends: the student's details, the room and the amount. */
export function bookingBody(room: { id: number; hostel_name: string }, overrides: Record<string, unknown> = {}) {
  return {
    amount: 50000,
    shipping: {
      name: 'Aarav Sharma',
      city: 'Raipur',
      state: 'Chhattisgarh',
      pincode: '492010',
      email: 'student@hostel.local',
    },
    description: 'Near the library, please',
    hosteltype: room.hostel_name,
    room_id: room.id,
    ...overrides,
  };
}

/** Waits until `check` holds (webhooks arrive asynchronously); fails with the last value seen. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`condition not reached; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/** Confirms an intent the way the SPA's local card form does: publishable key, client_secret, card fields. */
export async function confirmWithCard(stripeUrl: string, intentId: string, clientSecret: string, cardNumber: string) {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
    return_url: `${TEST_ORIGIN}/success`,
  });
  const res = await fetch(`${stripeUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_STRIPE.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { status?: string; error?: { code?: string } } };
}
