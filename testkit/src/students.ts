// Many signed-up students at once: rows in auth.users (as seed.sql writes them) and access tokens signed as GoTrue signs them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ProjectKeys } from '@campus-hostel/emulators/supabase';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  STUDENT_RECORD_COLUMNS,
  confirmedUserValues,
  studentRecordValues,
} from '@campus-hostel/emulators/testing/users';

export type QueryFn = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Student {
  id: string;
  email: string;
  token: string;
}

/** Signs as the project does: the stand-in's own keys, read from its data folder (ES256 with a kid, or HS256 when legacy). */
export type TokenSigner = Pick<ProjectKeys, 'sign'>;

/** GoTrue's access-token claims for an e-mail user (see emulators/supabase/auth/sessions.ts), valid for an hour. */
export function signStudentToken(
  keys: TokenSigner,
  user: { id: string; email: string },
  opts: { issuer?: string; expiresInSeconds?: number; appMetadata?: Record<string, unknown> } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const appMetadata = opts.appMetadata ?? { provider: 'email', providers: ['email'] };
  return keys.sign({
    iss: opts.issuer ?? 'http://127.0.0.1:54321/auth/v1',
    sub: user.id,
    aud: 'authenticated',
    exp: now + (opts.expiresInSeconds ?? 3600),
    iat: now,
    email: user.email,
    phone: '',
    app_metadata: appMetadata,
    user_metadata: { full_name: user.email },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
  });
}

/** What a student declares once for eligibility (public.student_profiles). */
export interface Declaration {
  gender: 'female' | 'male';
  married: boolean;
}

/** The declaration the boys' hostels (Kanhar, Gopad: where the bench and resilience book) accept. */
export const BOYS_HOSTEL_STUDENT: Declaration = { gender: 'male', married: false };

/**
 * Inserts `count` confirmed students in one statement (one cheap bcrypt hash shared by all; they never
 * sign in with it), each with their eligibility declaration and their student record (both needed before a hold),
 * and returns each with a signed access token.
 * Sign-up through /auth/v1 is rate limited per IP, exactly as on hosted Supabase, so thousands of buyers
 * are made this way.
 */
export async function createStudents(
  query: QueryFn,
  keys: TokenSigner,
  count: number,
  prefix: string,
  declaration: Declaration = BOYS_HOSTEL_STUDENT,
): Promise<Student[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@bench.hostel.local`);
  const rows = await query(
    `with h as (select extensions.crypt('bench-pass-2026', extensions.gen_salt('bf', 4)) as hash),
     u as (
       insert into auth.users (${CONFIRMED_USER_COLUMNS})
       select ${confirmedUserValues('e', 'h.hash', EMAIL_APP_METADATA)}
       from unnest($1::text[]) as e, h
       returning id, email
     ),
     p as (insert into public.student_profiles (user_id, gender, married) select u.id, $2, $3 from u),
     r as (insert into public.student_records (${STUDENT_RECORD_COLUMNS}) select ${studentRecordValues('u.id')} from u)
     select id::text as id, email from u`,
    [emails, declaration.gender, declaration.married],
  );
  return rows.map((row) => {
    const user = { id: String(row.id), email: String(row.email) };
    return { ...user, token: signStudentToken(keys, user) };
  });
}

/**
 * Makes an account that signed up by itself ready to book a boys' hostel (Kanhar, Gopad), as its student would: the
 * declaration and the student record, in one statement.
 */
export async function declareStudent(
  query: QueryFn,
  userId: string,
  declaration: Declaration = BOYS_HOSTEL_STUDENT,
): Promise<void> {
  await query(
    `with p as (insert into public.student_profiles (user_id, gender, married) values ($1, $2, $3))
     insert into public.student_records (${STUDENT_RECORD_COLUMNS}) values (${studentRecordValues('$1::uuid')})`,
    [userId, declaration.gender, declaration.married],
  );
}

/** A small pool on a PostgreSQL database, for arranging and inspecting state as the owner. */
export function postgresQuery(databaseUrl: string): { query: QueryFn; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  return {
    query: async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
    close: () => pool.end(),
  };
}
