// Confirmed e-mail users written straight into auth.users, for tests and benches that need many at once (sign-ups are
// rate limited): every column GoTrue reads into a string is set, as seed.sql writes the demo accounts.

/** The auth.users columns an inserted user sets, in the order of confirmedUserValues. */
export const CONFIRMED_USER_COLUMNS = `instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
  email_change_token_new, email_change`;

/**
 * The values of one confirmed user, from SQL expressions for its e-mail, password hash and app metadata (e.g. a
 * column of `unnest($1::text[]) as e`, `extensions.crypt($2, extensions.gen_salt('bf', 4))`).
 */
export function confirmedUserValues(email: string, passwordHash: string, appMetadata: string): string {
  return `'00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', ${email},
    ${passwordHash}, now(), ${appMetadata}, jsonb_build_object('full_name', ${email}), now(), now(), '', '', '', ''`;
}

/** app_metadata of a user who signed up by e-mail. */
export const EMAIL_APP_METADATA = `'{"provider":"email","providers":["email"]}'::jsonb`;

/**
 * The student record (public.student_records) every generated student has, as a student fills it in once before a
 * first booking: valid for each of the table's checks. Only the roll number differs, by testRollNumber.
 */
export const TEST_STUDENT_RECORD = {
  full_name: 'Rohan Verma',
  programme: 'btech',
  year: 2,
  phone: '9876543210',
  guardian_name: 'Suresh Verma',
  guardian_relation: 'father',
  guardian_email: 'suresh.verma@example.com',
  guardian_phone: '9812345678',
  emergency_name: 'Anita Verma',
  emergency_phone: '9898989898',
} as const;

/**
 * A generated student's roll number: the last 20 hex digits of their id, upper-cased, so it is unique and follows the
 * institute's default format ('^[A-Z0-9/-]{4,20}$'). studentRecordValues computes the same in SQL.
 */
export function testRollNumber(userId: string): string {
  return userId.replaceAll('-', '').slice(-20).toUpperCase();
}

/** TEST_STUDENT_RECORD with the student's own roll number, as create_my_student_record's arguments. */
export function testRecordArguments(userId: string) {
  return {
    ...(Object.fromEntries(Object.entries(TEST_STUDENT_RECORD).map(([key, value]) => [`p_${key}`, value])) as {
      [K in keyof typeof TEST_STUDENT_RECORD as `p_${K}`]: (typeof TEST_STUDENT_RECORD)[K];
    }),
    p_roll_number: testRollNumber(userId),
  };
}

/** The public.student_records columns studentRecordValues sets, in its order. */
export const STUDENT_RECORD_COLUMNS = `user_id, roll_number, ${Object.keys(TEST_STUDENT_RECORD).join(', ')}`;

/**
 * The values of TEST_STUDENT_RECORD for the user whose id is the SQL expression `userId` (e.g. `u.id`, `x` of
 * `unnest($1::uuid[]) as x`), with testRollNumber's roll number.
 */
export function studentRecordValues(userId: string): string {
  const literals = Object.values(TEST_STUDENT_RECORD).map((value) =>
    typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`,
  );
  return `${userId}, upper(right(replace((${userId})::text, '-', ''), 20)), ${literals.join(', ')}`;
}
