// API throughput and latency under fixed concurrency (autocannon), for the stand-in's REST/RPC and the API's create-payment-intent.
import autocannon from 'autocannon';
import { LOCAL_SUPABASE } from '@campus-hostel/testkit/stack';
import type { Student } from '@campus-hostel/testkit/students';
import { hostelRoomsPath } from '@campus-hostel/contracts/api';
import { PUBLIC_HEADERS, ROOM_LIST_HEADERS, roomListPath } from './lib/page-reads';

export const API_CONNECTIONS = 50;

/** supabase/migrations/20261122000600_requests.sql: how many applications a student may file in an hour. */
const STUDENT_APPLICATIONS_PER_HOUR = 5;
export const API_DURATION_S = 5;

/** What the booking page reads of one room (client/src/features/booking/api/get-room.ts). */
const ROOM_BY_ID_COLUMNS = 'id,hostel_name,wing_name,room_number,occupancy,status,accessible,price_minor,held_until';

export interface ApiFigure {
  name: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface CannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body and headers per request (distinct buyers); the run stops after `amount` requests. */
  next?: () => { body: string; headers: Record<string, string> };
  amount?: number;
}

/** One autocannon run; requests/s is completed requests over the run's wall time. */
export async function cannon(name: string, baseUrl: string, request: CannonRequest): Promise<ApiFigure> {
  const started = performance.now();
  const { next } = request;
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    connections: API_CONNECTIONS,
    duration: API_DURATION_S,
    ...(request.amount !== undefined ? { amount: request.amount } : {}),
    method: request.method,
    headers: request.headers ?? {},
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(next
      ? {
          requests: [
            {
              method: request.method,
              setupRequest: (req: autocannon.Request) => {
                const fresh = next();
                return { ...req, body: fresh.body, headers: { ...req.headers, ...fresh.headers } };
              },
            },
          ],
        }
      : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    rps: Math.round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface ApiTargets {
  supabaseUrl: string;
  apiUrl: string;
  roomId: number;
  student: Student;
  /** Distinct (buyer, room) pairs so every create-payment-intent takes the happy path. */
  buyers: { student: Student; room: { id: number; hostel_name: string } }[];
}

export function bookingBody(student: Student, room: { id: number; hostel_name: string }): string {
  return JSON.stringify({
    amount: 50000,
    shipping: { name: 'Bench Buyer', city: 'Raipur', state: 'Chhattisgarh', pincode: '492010', email: student.email },
    description: 'Benchmark booking',
    hosteltype: room.hostel_name,
    room_id: room.id,
  });
}

/** The Express hello-world: the ceiling every other figure is divided by. */
export function helloFigure(helloUrl: string): Promise<ApiFigure> {
  return cannon('express hello-world', helloUrl, { method: 'GET', path: '/hello' });
}

/** Every API scenario, one after the other, against one running stack. */
export async function apiFigures(t: ApiTargets): Promise<ApiFigure[]> {
  const figures: ApiFigure[] = [];
  figures.push(
    await cannon('room by id', t.supabaseUrl, {
      method: 'GET',
      path: `/rest/v1/hostel_room?select=${ROOM_BY_ID_COLUMNS}&id=eq.${t.roomId}`,
      headers: PUBLIC_HEADERS,
    }),
  );
  figures.push(
    await cannon('room list (Kanhar)', t.supabaseUrl, {
      method: 'GET',
      path: roomListPath('Kanhar'),
      headers: ROOM_LIST_HEADERS,
    }),
  );
  // The same rooms as the hostel page reads them, through the API: concurrent requests share one database read.
  figures.push(
    await cannon('room list through the API (Kanhar)', t.apiUrl, {
      method: 'GET',
      path: hostelRoomsPath('Kanhar'),
      headers: { 'accept-encoding': 'gzip' },
    }),
  );
  figures.push(
    await cannon('rpc room_availability', t.supabaseUrl, {
      method: 'POST',
      path: '/rest/v1/rpc/room_availability',
      headers: { ...PUBLIC_HEADERS, 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  // The database lets a student file a few applications an hour: the inserts take turns among the buyers, each
  // filing at most that many, so every one is a real insert rather than a 429.
  const writers = t.buyers.map((buyer) => buyer.student);
  let writer = 0;
  figures.push(
    await cannon('application insert', t.supabaseUrl, {
      method: 'POST',
      path: '/rest/v1/application_table',
      next: () => {
        const student = writers[writer++ % writers.length] ?? t.student;
        return {
          body: JSON.stringify({ application_type: 'Other', description: 'Benchmark application' }),
          headers: {
            apikey: LOCAL_SUPABASE.publishableKey,
            authorization: `Bearer ${student.token}`,
            'content-type': 'application/json',
            prefer: 'return=minimal',
          },
        };
      },
      amount: writers.length * STUDENT_APPLICATIONS_PER_HOUR,
    }),
  );
  let turn = 0;
  const buyers = t.buyers;
  figures.push(
    await cannon('create-payment-intent', t.apiUrl, {
      method: 'POST',
      path: '/create-payment-intent',
      amount: buyers.length,
      // The token must belong to the body's buyer, so each request is built afresh.
      next: () => {
        const buyer = buyers[turn++ % buyers.length];
        if (!buyer) throw new Error('no buyers to bench create-payment-intent with');
        return {
          body: bookingBody(buyer.student, buyer.room),
          headers: { authorization: `Bearer ${buyer.student.token}`, 'content-type': 'application/json' },
        };
      },
    }),
  );
  return figures;
}

/**
 * Ends every hold through the service role, so the next part finds the beds free: each held bed's hold is made to have
 * lapsed, then the hold sweep's own function releases them as it would (their bookings expire, the rooms' summaries
 * follow their beds). Clearing the rooms' summary columns alone, as before beds existed, left the beds held.
 */
export async function resetHolds(supabaseUrl: string): Promise<void> {
  const headers = {
    apikey: LOCAL_SUPABASE.secretKey,
    authorization: `Bearer ${LOCAL_SUPABASE.secretKey}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
  const lapsed = await fetch(`${supabaseUrl}/rest/v1/beds?held_by=not.is.null`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ held_until: new Date(0).toISOString() }),
  });
  if (!lapsed.ok) throw new Error(`lapsing holds answered ${lapsed.status}: ${await lapsed.text()}`);
  const swept = await fetch(`${supabaseUrl}/rest/v1/rpc/release_expired_holds`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (!swept.ok) throw new Error(`releasing lapsed holds answered ${swept.status}: ${await swept.text()}`);
}
