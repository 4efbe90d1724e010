// The back end for a fault test: its own PostgreSQL database, the Supabase stand-in (in-process or a killable process), the Stripe stand-in and the API as a process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectKeys, startSupabase, type RunningSupabase } from '@campus-hostel/emulators/supabase';
import { LOCAL_STRIPE, startStripe, type RunningStripe } from '@campus-hostel/emulators/stripe';
import { dropDatabase } from '@campus-hostel/emulators/testing';
import { createProjectDatabase } from '@campus-hostel/emulators/testing/project';
import { freePort, type Service } from '@campus-hostel/testkit/processes';
import { startApiProcess, startSupabaseProcess } from '@campus-hostel/testkit/stack';
import {
  createStudents,
  postgresQuery,
  type QueryFn,
  type Student,
  type TokenSigner,
} from '@campus-hostel/testkit/students';

export { LOCAL_STRIPE };
export type { Student };

export type SupabaseMode = 'in-process' | 'process';

export interface Backend {
  databaseUrl: string;
  supabaseUrl: string;
  stripeUrl: string;
  apiUrl: string;
  webhookUrl: string;
  stripe: RunningStripe;
  query: QueryFn;
  /** The stand-in's keys: sign a student's token as its GoTrue would. */
  keys: TokenSigner;
  api: Service;
  /** SIGKILL (or the given signal) to the API, then wait for it to exit. */
  stopApi(signal?: NodeJS.Signals): Promise<void>;
  /** A new API process on the same port. */
  startApi(): Promise<void>;
  stopSupabase(signal?: NodeJS.Signals): Promise<void>;
  /** The stand-in again on the same port and database. */
  startSupabase(): Promise<void>;
  students(count: number, prefix: string): Promise<Student[]>;
  /** A vacant single room (its one bed is the room), never handed out twice. */
  vacantRoom(hostel?: string): Promise<{ id: number; hostel_name: string }>;
  close(): Promise<void>;
}

/** Fast webhook retries so a test sees redelivery within seconds (Stripe itself retries for days). */
export const FAST_RETRY = { attempts: 60, baseDelayMs: 50, maxDelayMs: 250 };

/**
 * The API's own timed work (the hold sweep and what it notifies) kept out of a test's way: the first sweep comes an hour
 * after start, so a test that compares the database before and after sees only what its requests did. The seed has an
 * overdue complaint, which the first sweep announces to the admin.
 */
export const NO_SWEEP = { HOLD_SWEEP_INTERVAL_MS: String(60 * 60_000) };

/** The back end on a copy of the project's database, migrated once per run, on the run's server at postgresUrl. */
export async function startBackend(
  postgresUrl: string,
  mode: SupabaseMode = 'in-process',
  apiEnv: Record<string, string> = {},
): Promise<Backend> {
  const databaseUrl = await createProjectDatabase(postgresUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'resilience-'));
  const supabasePort = await freePort();
  const apiPort = await freePort();
  const supabaseUrl = `http://127.0.0.1:${supabasePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let inProcess: RunningSupabase | null = null;
  let supabaseProcess: Service | null = null;
  const bootSupabase = async (): Promise<void> => {
    if (mode === 'in-process')
      inProcess = await startSupabase({ port: supabasePort, databaseUrl, dataDir, quiet: true });
    else supabaseProcess = await startSupabaseProcess({ port: supabasePort, databaseUrl, dataDir });
  };
  await bootSupabase();
  // The stand-in's signing key lives in its data folder: tests sign students' tokens with it, as its GoTrue would.
  const keys = projectKeys({ dataDir });
  const stripe = await startStripe({ port: 0, quiet: true, webhookRetry: FAST_RETRY });
  const stripeUrl = stripe.url.replace('localhost', '127.0.0.1');
  const bootApi = (): Promise<Service> => startApiProcess({ port: apiPort, supabaseUrl, stripeUrl, env: apiEnv });
  let api = await bootApi();
  const webhookUrl = `${apiUrl}/webhooks/stripe`;
  stripe.setWebhookUrl(webhookUrl);
  const db = postgresQuery(databaseUrl);
  const used = new Set<number>();

  let picking: Promise<unknown> = Promise.resolve();
  const pickVacantRoom = async (hostel: string): Promise<{ id: number; hostel_name: string }> => {
    const rows = await db.query(
      `select id::int as id, hostel_name from public.hostel_room
       where hostel_name = $1 and occupancy = 1 and not status and held_by is null and id <> all($2::bigint[])
       order by id limit 1`,
      [hostel, [...used]],
    );
    const row = rows[0];
    if (!row) throw new Error(`no vacant room left in ${hostel}`);
    used.add(Number(row.id));
    return { id: Number(row.id), hostel_name: String(row.hostel_name) };
  };
  const backend: Backend = {
    databaseUrl,
    supabaseUrl,
    stripeUrl,
    apiUrl,
    webhookUrl,
    stripe,
    query: db.query,
    api,
    stopApi: (signal = 'SIGKILL') => api.stop(signal),
    async startApi() {
      api = await bootApi();
      backend.api = api;
    },
    async stopSupabase(signal = 'SIGTERM') {
      if (inProcess) await inProcess.close();
      if (supabaseProcess) await supabaseProcess.stop(signal);
      inProcess = null;
      supabaseProcess = null;
    },
    startSupabase: bootSupabase,
    keys,
    students: (count, prefix) => createStudents(db.query, keys, count, prefix),
    vacantRoom(hostel = 'Gopad') {
      // One pick at a time: two at once would both read the same room before either marks it used.
      const picked = picking.then(() => pickVacantRoom(hostel));
      picking = picked.catch(() => undefined);
      return picked;
    },
    async close() {
      stripe.setWebhookUrl(null);
      await api.stop('SIGTERM');
      await stripe.close();
      await backend.stopSupabase('SIGTERM');
      await db.close();
      await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return backend;
}

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON request; a body that is a string is sent as is. */
export async function call<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text so a failing assertion shows it.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** The booking request the SPA's payment page sends. */
export function bookingBody(student: Student, room: { id: number; hostel_name: string }): Record<string, unknown> {
  return {
    amount: 50000,
    shipping: {
      name: 'Resilience Tester',
      city: 'Raipur',
      state: 'Chhattisgarh',
      pincode: '492010',
      email: student.email,
    },
    description: 'Fault test booking',
    hosteltype: room.hostel_name,
    room_id: room.id,
  };
}

/** Confirms an intent the way the SPA's local card form does (publishable key, client_secret, card fields). */
export async function confirmWithCard(
  stripeUrl: string,
  intentId: string,
  clientSecret: string,
  cardNumber = '4242424242424242',
) {
  return call<{ status?: string }>(`${stripeUrl}/v1/payment_intents/${intentId}/confirm`, {
    headers: {
      authorization: `Bearer ${LOCAL_STRIPE.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
      return_url: 'http://127.0.0.1:5173/success',
    }).toString(),
  });
}

/** Waits until `check` holds; fails with the last value seen. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not reached in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

export interface RoomState {
  status: boolean;
  occupant_id: string | null;
  held_by: string | null;
  paid_bookings: number;
  paid_by: string | null;
  booking_status: string | null;
}

/** The room and its bookings as the database has them. */
export async function roomState(query: QueryFn, roomId: number, paymentIntentId?: string): Promise<RoomState> {
  const rows = await query(
    `select r.status, r.occupant_id::text as occupant_id, r.held_by::text as held_by,
            (select count(*)::int from public.bookings b where b.room_id = r.id and b.status = 'paid') as paid_bookings,
            (select min(b.user_id::text) from public.bookings b where b.room_id = r.id and b.status = 'paid') as paid_by,
            (select b.status from public.bookings b where b.payment_intent_id = $2) as booking_status
     from public.hostel_room r where r.id = $1`,
    [roomId, paymentIntentId ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`no room ${roomId}`);
  return row as unknown as RoomState;
}
