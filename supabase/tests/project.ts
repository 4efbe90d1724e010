// A throw-away local project for the database's own tests: the Supabase stand-in on PGlite or on a fresh PostgreSQL
// database, its service client, and a way to sign up students through GoTrue as the SPA does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_SUPABASE, startSupabase } from '@campus-hostel/emulators/supabase';
import { createTestClient, dropDatabase, type TestClient } from '@campus-hostel/emulators/testing';
import { copyProjectPglite, createProjectDatabase } from '@campus-hostel/emulators/testing/project';
import { STUDENT_RECORD_COLUMNS, studentRecordValues } from '@campus-hostel/emulators/testing/users';

export type Engine = 'pglite' | 'postgres';

/** The seed's staff member (seed.sql), who allots beds in the tests. */
const SEED_STAFF_ID = '00000000-0000-4000-8000-00000000a002';

/** What a student declares once for eligibility (public.student_profiles). */
export interface Declaration {
  gender: 'female' | 'male';
  married: boolean;
}

/** The declaration the boys' hostels (Kanhar, Gopad) accept. */
export const BOYS_HOSTEL_STUDENT: Declaration = { gender: 'male', married: false };

/** A valid student record for each user of the uuid[] in $1 (emulators/testing/users.ts), in one statement. */
const INSERT_STUDENT_RECORDS = `insert into public.student_records (${STUDENT_RECORD_COLUMNS})
  select ${studentRecordValues('x')} from unnest($1::uuid[]) as x`;

/** Both engines the stand-in runs on: every access and limit test runs on each. */
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

export interface TestProject {
  url: string;
  /** The secret key's client (service role): past RLS, as the server is. */
  service: TestClient;
  /** A new visitor's client (the publishable key); sign it in to act as someone. */
  client(): TestClient;
  /** Calls a database function with the secret key, as the server does; an error throws, naming the function. */
  call<T>(fn: string, args: Record<string, unknown>): Promise<T>;
  /** Runs SQL as the database owner (past RLS and grants), for arranging what no API may write. */
  sql<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * An account as sign-up makes it (its metadata, e.g. the role asked for), already confirmed: config.toml has sign-ups
   * confirm by an e-mailed link, so it is made with the admin API, as the seed's are; returns it signed in.
   */
  signUp(account: { email: string; password: string; data?: Record<string, unknown> }): Promise<{
    client: TestClient;
    id: string;
  }>;
  /** Signs up a new student (a unique email from the label) and returns their signed-in client and id. */
  newStudent(label: string, password?: string): Promise<{ client: TestClient; id: string }>;
  /**
   * Makes `count` accounts in SQL, as seed.sql does (sign-ups are rate-limited), for students who never sign in; their
   * ids in order.
   */
  accounts(label: string, count: number): Promise<string[]>;
  /**
   * Makes the students ready to book as a student makes themselves: each declares `declaration` (by default what the
   * boys' hostels take) and fills in their student record, both needed before a hold.
   */
  declare(userIds: readonly string[], declaration?: Declaration): Promise<void>;
  /** Fills in a valid student record for each student (their declaration made some other way). */
  records(userIds: readonly string[]): Promise<void>;
  /**
   * Gives each student (declared already) one of the hostel's free beds, allotted through allot_bed by the seed's staff
   * member as the office does; throws unless every one is allotted.
   */
  allot(hostel: string, userIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The stand-in on a copy of the project's database that the run's global setup migrated and seeded once. */
export async function startProject(engine: Engine): Promise<TestProject> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `supabase-tests-${engine}-`));
  const databaseUrl = engine === 'postgres' ? await createProjectDatabase() : undefined;
  if (engine === 'pglite') await copyProjectPglite(dataDir);
  const supabase = await startSupabase({ port: 0, dataDir, databaseUrl, quiet: true });
  const client = () => createTestClient(supabase.url, LOCAL_SUPABASE.publishableKey);
  let made = 0;
  const service = createTestClient(supabase.url, LOCAL_SUPABASE.secretKey);
  const sql: TestProject['sql'] = (text, params = []) =>
    supabase.db.asOwner(async (tx) => (await tx.query(text, params)).rows as never);
  const signUp: TestProject['signUp'] = async ({ email, password, data = {} }) => {
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: data });
    if (created.error) throw created.error;
    const student = client();
    const { error } = await student.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { client: student, id: created.data.user.id };
  };
  return {
    url: supabase.url,
    service,
    client,
    async call<T>(fn: string, args: Record<string, unknown>): Promise<T> {
      const { data, error } = await service.rpc(fn, args);
      if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
      return data as T;
    },
    sql,
    signUp,
    newStudent(label, password = 'student-pass-2026') {
      return signUp({ email: `${label}-${engine}-${Date.now()}-${made++}@hostel.local`, password });
    },
    async accounts(label, count) {
      const emails = Array.from({ length: count }, () => `${label}-${engine}-${made++}@test.hostel.local`);
      const rows = await sql<{ id: string }>(
        `insert into auth.users (id, aud, role, email)
         select gen_random_uuid(), 'authenticated', 'authenticated', e
         from unnest($1::text[]) with ordinality as x(e, n)
         order by n
         returning id::text as id`,
        [emails],
      );
      return rows.map((row) => row.id);
    },
    async declare(userIds, declaration = BOYS_HOSTEL_STUDENT) {
      await sql(
        `with p as (
           insert into public.student_profiles (user_id, gender, married) select x, $2, $3 from unnest($1::uuid[]) as x
         )
         ${INSERT_STUDENT_RECORDS}`,
        [userIds, declaration.gender, declaration.married],
      );
    },
    async records(userIds) {
      await sql(INSERT_STUDENT_RECORDS, [userIds]);
    },
    async allot(hostel, userIds) {
      const beds = await sql<{ id: number }>(
        `select b.id::int as id from public.beds b join public.hostel_room r on r.id = b.room_id
         where r.hostel_name = $1 and not b.occupied and b.held_by is null and not r.out_of_service
           and b.reserved_until is null
         order by r.id, b.label limit $2`,
        [hostel, userIds.length],
      );
      for (const [i, userId] of userIds.entries()) {
        const { data, error } = await service.rpc('allot_bed', {
          p_user_id: userId,
          p_bed_id: beds[i]?.id,
          p_reason: null,
          p_actor_id: SEED_STAFF_ID,
          p_actor_email: 'staff@hostel.local',
        });
        if (error || data !== 'allotted')
          throw new Error(`no bed allotted in ${hostel}: ${error?.message ?? String(data)}`);
      }
    },
    async close() {
      await supabase.close();
      if (databaseUrl) await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
