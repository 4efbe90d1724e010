// A selection day played over HTTP: the office's window (and its opening moved rather than waited for), students entering
// the line, holding beds, inviting roommates, and what the database and the mail catcher say happened. Used by the
// attacker suite.
import { call, type Backend, type HttpAnswer, type Student } from './backend';
import { LOCAL_SUPABASE } from './hostile';
import { declareStudent, signStudentToken } from '@campus-hostel/testkit/students';

export interface ErrorAnswer {
  message?: string;
  code?: string;
}

export interface LineAnswer extends ErrorAnswer {
  ticket?: string;
  admitted?: boolean;
  expires_at?: string;
}

export interface EnterAnswer extends ErrorAnswer {
  line?: LineAnswer | null;
}

export interface HoldAnswer extends ErrorAnswer {
  paymentIntentId?: string;
  holdExpiresAt?: string;
}

/** The seeded admin, signed as the stand-in's GoTrue would sign them. */
export async function adminToken(backend: Backend): Promise<string> {
  const rows = await backend.query(`select id::text as id from auth.users where email = 'admin@hostel.local'`);
  const id = String(rows[0]?.id);
  return signStudentToken(
    backend.keys,
    { id, email: 'admin@hostel.local' },
    {
      appMetadata: { provider: 'email', providers: ['email'], role: 'admin' },
    },
  );
}

/** POST /admin/selection's body for a window of listed emails (contracts/src/api/selection.ts). */
interface EmailsWindowBody {
  name: string;
  opens_at: string;
  closes_at: string;
  hostels: string[];
  audience: 'emails';
  emails_csv: string;
}

/** A window the office saved: its id and the body it was saved with. */
export interface SelectionWindow {
  id: number;
  body: EmailsWindowBody;
}

/** Saves a window of listed emails for the hostels, opening at opensAt, through the office's API. */
export async function saveEmailsWindow(
  backend: Backend,
  admin: string,
  window: { name: string; opensAt: Date; hostels: string[]; emails: string[] },
): Promise<HttpAnswer<ErrorAnswer & { id?: number }> & { window?: SelectionWindow }> {
  const body: EmailsWindowBody = {
    name: window.name,
    opens_at: window.opensAt.toISOString(),
    closes_at: new Date(window.opensAt.getTime() + 2 * 3_600_000).toISOString(),
    hostels: window.hostels,
    audience: 'emails',
    emails_csv: ['email', ...window.emails].join('\n'),
  };
  const saved = await call<ErrorAnswer & { id?: number }>(`${backend.apiUrl}/admin/selection`, { token: admin, body });
  return saved.body.id === undefined ? saved : { ...saved, window: { id: saved.body.id, body } };
}

/** The length of the shuffled first minute after an opening (public.waiting_room_take). */
const SHUFFLED_MS = 60_000;

/** The office edits the window's opening, keeping the rest (without emails_csv the window keeps its list). */
async function moveOpening(backend: Backend, admin: string, window: SelectionWindow, opensAt: Date): Promise<void> {
  const { name, closes_at, hostels, audience } = window.body;
  const edit = { id: window.id, name, opens_at: opensAt.toISOString(), closes_at, hostels, audience };
  const saved = await call<ErrorAnswer>(`${backend.apiUrl}/admin/selection`, { token: admin, body: edit });
  if (saved.status !== 200)
    throw new Error(`moving the opening answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}

/**
 * The window opens now, as the office may move an opening any day: the database's now() meets it on the real path,
 * without anyone sitting out the time to it. Answers the opening.
 */
export async function openWindowNow(backend: Backend, admin: string, window: SelectionWindow): Promise<Date> {
  const opening = new Date();
  await moveOpening(backend, admin, window, opening);
  return opening;
}

/**
 * The window's shuffled first minute ends: the office moves its opening a minute back, so later arrivals are not
 * shuffled, and the places taken in that minute have their draw now, as if it had come (set as the database's owner,
 * as the suite moves a hold's end); the waiting room admits them at the next check.
 */
export async function endShuffledMinute(backend: Backend, admin: string, window: SelectionWindow): Promise<void> {
  const now = Date.now();
  await moveOpening(backend, admin, window, new Date(now - SHUFFLED_MS - 1_000));
  await backend.query(
    `update public.waiting_room_tickets set draw_at = $2
     where window_id = $1 and admitted_at is null and ended_at is null`,
    [window.id, new Date(now)],
  );
}

export const enter = (backend: Backend, token: string, hostel: string) =>
  call<EnterAnswer>(`${backend.apiUrl}/selection/enter`, { token, body: { hostel } });

export const joinLine = (backend: Backend, token: string, hostel: string) =>
  call<LineAnswer>(`${backend.apiUrl}/queue`, { token, body: { hostel } });

export const askLine = (backend: Backend, token: string, ticket: string) =>
  call<LineAnswer>(`${backend.apiUrl}/queue/${ticket}`, { token });

/** The payment page's request for a hold on one bed of a room (the first free one when bed is absent). */
export function hold(backend: Backend, student: Student, room: { id: number; hostel_name: string }, bed?: 'A' | 'B') {
  return call<HoldAnswer>(`${backend.apiUrl}/create-payment-intent`, {
    token: student.token,
    body: {
      amount: 1,
      shipping: {
        name: 'Attacker words: WIN A PRIZE http://evil.example',
        city: 'Raipur',
        state: 'Chhattisgarh',
        pincode: '492010',
        email: 'relay-target@elsewhere.example',
      },
      description: 'Attacker words in the description',
      hosteltype: room.hostel_name,
      room_id: room.id,
      ...(bed ? { bed } : {}),
    },
  });
}

/** The payment page left: the hold is released and the intent canceled. */
export const leavePayment = (backend: Backend, student: Student, paymentIntent: string) =>
  call<ErrorAnswer>(`${backend.apiUrl}/cancel-payment-intent`, {
    token: student.token,
    body: { payment_intent: paymentIntent },
  });

export const invite = (backend: Backend, student: Student, email: string) =>
  call<ErrorAnswer & { inviteId?: number; expiresAt?: string }>(`${backend.apiUrl}/roommate-invites`, {
    token: student.token,
    body: { email },
  });

export const cancelInvite = (backend: Backend, student: Student, inviteId: number) =>
  call<ErrorAnswer>(`${backend.apiUrl}/roommate-invites/${inviteId}/cancel`, { token: student.token, body: {} });

/** A vacant double of the hostel with both beds free, never handed out twice by this module. */
const usedDoubles = new Set<number>();
export async function vacantDouble(backend: Backend, hostel: string): Promise<{ id: number; hostel_name: string }> {
  const rows = await backend.query(
    `select r.id::int as id, r.hostel_name from public.hostel_room r
     where r.hostel_name = $1 and r.occupancy = 2 and not r.out_of_service and r.id <> all($2::bigint[])
       and not exists (select 1 from public.beds b where b.room_id = r.id
                       and (b.occupied or b.held_by is not null or b.reserved_until > now()))
     order by r.id limit 1`,
    [hostel, [...usedDoubles]],
  );
  const row = rows[0];
  if (!row) throw new Error(`no vacant double left in ${hostel}`);
  usedDoubles.add(Number(row.id));
  return { id: Number(row.id), hostel_name: String(row.hostel_name) };
}

/**
 * An account as a person has it once sign-up's confirmation link is followed (config.toml confirms sign-ups by mail):
 * made confirmed with the Auth admin API, then signed in with its password for a real session.
 */
export async function signUp(backend: Backend, email: string): Promise<Student> {
  const password = 'attacker-pass-2026';
  const made = await call<{ id?: string; msg?: string }>(`${backend.supabaseUrl}/auth/v1/admin/users`, {
    headers: { apikey: LOCAL_SUPABASE.secretKey, authorization: `Bearer ${LOCAL_SUPABASE.secretKey}` },
    body: { email, password, email_confirm: true },
  });
  const id = made.body.id;
  if (made.status !== 200 || !id)
    throw new Error(`sign-up of ${email} answered ${made.status}: ${JSON.stringify(made.body)}`);
  const session = await call<{ access_token?: string }>(`${backend.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_SUPABASE.publishableKey },
    body: { email, password },
  });
  await declareStudent(backend.query, id);
  return { id, email, token: session.body.access_token ?? '' };
}

/** Asks the stand-in's Auth to move the account to another address, as supabase.auth.updateUser({ email }) does. */
export function changeEmail(backend: Backend, student: Student, email: string) {
  return call<ErrorAnswer & { email?: string; new_email?: string }>(`${backend.supabaseUrl}/auth/v1/user`, {
    method: 'PUT',
    token: student.token,
    headers: { apikey: LOCAL_SUPABASE.publishableKey },
    body: { email },
  });
}

export interface CaughtMail {
  to: string[];
  subject: string;
}

/** Every message the mail catcher holds. */
export async function caughtMail(apiUrl: string): Promise<CaughtMail[]> {
  const res = await fetch(`${apiUrl}/api/v1/messages?limit=1000`);
  const body = (await res.json()) as { messages: { To: { Address: string }[]; Subject: string }[] };
  return body.messages.map((m) => ({ to: m.To.map((t) => t.Address.toLowerCase()), subject: m.Subject }));
}

/** Runs `step` every `everyMs` until `stop` is aborted, collecting what it answers (for attackers who hammer a route). */
export async function hammer<T>(stop: AbortSignal, everyMs: number, step: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  while (!stop.aborted) {
    answers.push(await step());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return answers;
}
