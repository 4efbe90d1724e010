// Reading and writing auth.users rows, and the user JSON GoTrue answers with.
import type { Sql } from '../db';

export type JsonObject = Record<string, unknown>;

/** The auth.users columns this stand-in uses (auth/schema.sql). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  is_anonymous: boolean | null;
  invited_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  banned_until: Date | string | null;
  deleted_at: Date | string | null;
  [column: string]: unknown;
}

/** GoTrue's users all live in one instance, the zero uuid; it looks users up only there. */
export const GOTRUE_INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Columns GoTrue scans into Go strings, times and numbers (supabase/auth internal/models/user.go): a NULL in
 * any of them fails every read of the row, so the first such column is read beside the row.
 */
const NOT_NULL_COLUMNS = [
  'aud',
  'role',
  'confirmation_token',
  'recovery_token',
  'email_change_token_current',
  'email_change_token_new',
  'email_change',
  'email_change_confirm_status',
  'phone_change_token',
  'phone_change',
  'reauthentication_token',
  'created_at',
  'updated_at',
];

const USER_COLUMNS = `id::text as id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous,
  invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, banned_until, deleted_at,
  case ${NOT_NULL_COLUMNS.map((c) => `when ${c} is null then '${c}'`).join(' ')} end as null_column`;

const IN_INSTANCE = `instance_id = '${GOTRUE_INSTANCE_ID}'`;

/** What GoTrue's database driver reports for a row it cannot scan; each endpoint words the 500 its own way. */
export class UnreadableUserError extends Error {
  constructor(column: string) {
    super(`error finding user: sql: Scan error on column "${column}": converting NULL to string is unsupported`);
    this.name = 'UnreadableUserError';
  }
}

function readable(row: UserRow): UserRow {
  if (typeof row.null_column === 'string') throw new UnreadableUserError(row.null_column);
  return row;
}

/** GoTrue refuses sign-in (and e-mail links) while banned_until lies in the future. */
export function isBanned(row: UserRow): boolean {
  const until = toIso(row.banned_until);
  return until !== null && new Date(until).getTime() > Date.now();
}

export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** jsonb arrives parsed from both drivers; a string (e.g. json stored as text) is parsed defensively. */
export function asObject(value: unknown): JsonObject {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${IN_INSTANCE} and lower(email) = lower($1) and aud = 'authenticated'
       and is_sso_user = false limit 1`,
    [email],
  );
  return rows[0] && readable(rows[0]);
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${IN_INSTANCE} and id::text = $1`,
    [id],
  );
  return rows[0] && readable(rows[0]);
}

export interface NewUser {
  email: string;
  /** A bcrypt hash, or '' for a user without password (an invited one), as GoTrue stores it. */
  encryptedPassword: string;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
  /** Default true: confirmed at creation, as with mailer_autoconfirm. */
  confirmed?: boolean;
  /** Default true: the creation is a sign-in (sign-up, OAuth); false for users an admin creates. */
  signedIn?: boolean;
  invited?: boolean;
}

/**
 * Inserts the row as GoTrue's pop model writes it (supabase/auth internal/models/user.go): the zero instance,
 * '' in every token column, timestamps set; confirming adds email_verified to the user metadata, as User.Confirm.
 */
export async function insertUser(sql: Sql, user: NewUser): Promise<UserRow> {
  const confirmed = user.confirmed !== false;
  const userMetadata = confirmed ? { ...user.userMetadata, email_verified: true } : user.userMetadata;
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, invited_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
       phone_change, phone_change_token, reauthentication_token, email_change_confirm_status, is_sso_user, is_anonymous)
     values ($8::uuid, gen_random_uuid(), 'authenticated', 'authenticated', lower($1), $2,
             case when $5::boolean then now() end, $3::jsonb, $4::jsonb, now(), now(),
             case when $6::boolean then now() end, case when $7::boolean then now() end,
             '', '', '', '', '', '', '', '', 0, false, false)
     returning ${USER_COLUMNS}`,
    [
      user.email,
      user.encryptedPassword,
      JSON.stringify(user.appMetadata),
      JSON.stringify(userMetadata),
      confirmed,
      user.signedIn !== false,
      user.invited === true,
      GOTRUE_INSTANCE_ID,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('auth.users insert returned no row');
  return row;
}

/**
 * A user of the e-mail provider and their `email` identity, as GoTrue's sign-up, admin create, invite and OTP
 * write them: the identity's id is the user's, its data provider.Claims{Subject, Email} (email_verified and
 * phone_verified false until a link is verified) plus, on sign-up, the metadata keys the claims do not name.
 */
export async function insertEmailUser(sql: Sql, user: NewUser, extraIdentityData: JsonObject = {}): Promise<UserRow> {
  const row = await insertUser(sql, user);
  await upsertIdentity(sql, {
    userId: row.id,
    provider: 'email',
    providerId: row.id,
    data: {
      ...extraIdentityData,
      sub: row.id,
      email: user.email.toLowerCase(),
      email_verified: false,
      phone_verified: false,
    },
  });
  return row;
}

/** GoTrue's User.Confirm on a verified link: the address, the metadata flag and the e-mail identity's flag. */
export async function confirmEmail(sql: Sql, id: string): Promise<void> {
  await sql.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb, updated_at = now()
     where id::text = $1`,
    [id],
  );
  await sql.query(
    `update auth.identities i set identity_data = i.identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       from auth.users u
      where u.id = i.user_id and u.id::text = $1 and i.email = lower(u.email)`,
    [id],
  );
}

export interface UserChanges {
  email?: string;
  encryptedPassword?: string;
  appMetadata?: JsonObject;
  userMetadata?: JsonObject;
  signedIn?: boolean;
  confirmEmail?: boolean;
  /** A Date bans until then; null lifts a ban. */
  bannedUntil?: Date | null;
}

/**
 * What GoTrue's UpdatePassword resets with a new password (supabase/auth internal/models/user.go): every pending
 * link and code, since whoever held the old password may have asked for them.
 */
const CLEARED_BY_PASSWORD: [column: string, cleared: string][] = [
  ['confirmation_token', "''"],
  ['confirmation_sent_at', 'null'],
  ['recovery_token', "''"],
  ['recovery_sent_at', 'null'],
  ['email_change_token_current', "''"],
  ['email_change_token_new', "''"],
  ['email_change_sent_at', 'null'],
  ['phone_change_token', "''"],
  ['phone_change_sent_at', 'null'],
  ['reauthentication_token', "''"],
  ['reauthentication_sent_at', 'null'],
];

export async function updateUser(sql: Sql, id: string, changes: UserChanges): Promise<UserRow> {
  const clearedByPassword = CLEARED_BY_PASSWORD.map(
    ([column, cleared]) => `${column} = case when $3::text is null then ${column} else ${cleared} end`,
  ).join(', ');
  const { rows } = await sql.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password), ${clearedByPassword},
       raw_app_meta_data = coalesce($4::jsonb, raw_app_meta_data),
       last_sign_in_at = case when $6::boolean then now() else last_sign_in_at end,
       email_confirmed_at = case when $7::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       raw_user_meta_data = case when $7::boolean and email_confirmed_at is null
         then coalesce($5::jsonb, raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
         else coalesce($5::jsonb, raw_user_meta_data) end,
       banned_until = case when $8::boolean then $9::timestamptz else banned_until end,
       updated_at = now()
     where id::text = $1
     returning ${USER_COLUMNS}`,
    [
      id,
      changes.email ?? null,
      changes.encryptedPassword ?? null,
      changes.appMetadata === undefined ? null : JSON.stringify(changes.appMetadata),
      changes.userMetadata === undefined ? null : JSON.stringify(changes.userMetadata),
      changes.signedIn === true,
      changes.confirmEmail === true,
      changes.bannedUntil !== undefined,
      changes.bannedUntil ? changes.bannedUntil.toISOString() : null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`auth.users row ${id} vanished during update`);
  return row;
}

export function providersOf(appMetadata: JsonObject): string[] {
  const providers = appMetadata.providers;
  return Array.isArray(providers) ? providers.filter((p): p is string => typeof p === 'string') : [];
}

export interface IdentityRow {
  identity_id: string;
  provider_id: string;
  user_id: string;
  identity_data: unknown;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  [column: string]: unknown;
}

export async function findIdentities(sql: Sql, userId: string): Promise<IdentityRow[]> {
  const { rows } = await sql.query<IdentityRow>(
    `select id::text as identity_id, provider_id, user_id::text as user_id, identity_data, provider, email,
            last_sign_in_at, created_at, updated_at
       from auth.identities where user_id::text = $1 order by created_at, provider`,
    [userId],
  );
  return rows;
}

/** Records (or refreshes) the user's identity at a provider, as GoTrue does on every sign-in through it. */
export async function upsertIdentity(
  sql: Sql,
  identity: { userId: string; provider: string; providerId: string; data: JsonObject },
): Promise<void> {
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, $4, now(), now(), now())
     on conflict (provider_id, provider) do update
       set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [identity.providerId, identity.userId, JSON.stringify(identity.data), identity.provider],
  );
}

/** The user object of GoTrue's responses (GET /user, sessions). */
export function userJson(row: UserRow, identities: IdentityRow[]): JsonObject {
  const confirmedAt = toIso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: toIso(row.last_sign_in_at),
    app_metadata: asObject(row.raw_app_meta_data),
    user_metadata: asObject(row.raw_user_meta_data),
    identities: identities.map((identity) => ({
      identity_id: identity.identity_id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: asObject(identity.identity_data),
      provider: identity.provider,
      email: identity.email ?? undefined,
      last_sign_in_at: toIso(identity.last_sign_in_at),
      created_at: toIso(identity.created_at),
      updated_at: toIso(identity.updated_at),
    })),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    is_anonymous: row.is_anonymous === true,
    // GoTrue omits these (omitempty) until they are set.
    ...optionalTimes(row),
  };
}

function optionalTimes(row: UserRow): JsonObject {
  const fields: JsonObject = {};
  const times: [string, Date | string | null][] = [
    ['invited_at', row.invited_at],
    ['confirmation_sent_at', row.confirmation_sent_at],
    ['recovery_sent_at', row.recovery_sent_at],
    ['email_change_sent_at', row.email_change_sent_at],
  ];
  for (const [name, value] of times) {
    const iso = toIso(value);
    if (iso !== null) fields[name] = iso;
  }
  if (row.email_change) fields.new_email = row.email_change;
  const bannedUntil = toIso(row.banned_until);
  if (bannedUntil !== null) fields.banned_until = bannedUntil;
  return fields;
}

/** A page of users, newest first as GoTrue lists them, and how many there are in all. */
export async function listUsers(sql: Sql, page: number, perPage: number): Promise<{ rows: UserRow[]; total: number }> {
  const { rows } = await sql.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${IN_INSTANCE} and aud = 'authenticated' and deleted_at is null
      order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await sql.query<{ total: number }>(
    `select count(*)::int as total from auth.users where ${IN_INSTANCE} and aud = 'authenticated' and deleted_at is null`,
  );
  return { rows: rows.map(readable), total: Number(count.rows[0]?.total ?? 0) };
}

/** Loads several users' JSON (with identities) in order. */
export async function loadUsersJson(sql: Sql, rows: UserRow[]): Promise<JsonObject[]> {
  const users: JsonObject[] = [];
  for (const row of rows) users.push(await loadUserJson(sql, row));
  return users;
}

export async function deleteUser(sql: Sql, id: string): Promise<void> {
  await sql.query(`delete from auth.users where id::text = $1`, [id]);
}

/** Reads the user and their identities and renders GoTrue's user JSON. */
export async function loadUserJson(sql: Sql, row: UserRow): Promise<JsonObject> {
  return userJson(row, await findIdentities(sql, row.id));
}
