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
