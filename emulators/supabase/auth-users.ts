// Reading and writing auth.users rows, and the user JSON GoTrue answers with.
import type { Sql } from './db';

export type JsonObject = Record<string, unknown>;

/** The auth.users columns this stand-in uses (docs/sql-contract.md). */
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
  [column: string]: unknown;
}

const USER_COLUMNS = `id::text as id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous`;

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
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) limit 1`,
    [email],
  );
  return rows[0];
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id::text = $1`, [id]);
  return rows[0];
}

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
}

export async function insertUser(sql: Sql, user: NewUser): Promise<UserRow> {
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, now(), $3::jsonb, $4::jsonb, now(), now(), now())
     returning ${USER_COLUMNS}`,
    [user.email, user.encryptedPassword, JSON.stringify(user.appMetadata), JSON.stringify(user.userMetadata)],
  );
  const row = rows[0];
  if (!row) throw new Error('auth.users insert returned no row');
  return row;
}

export interface UserChanges {
  email?: string;
  encryptedPassword?: string;
  appMetadata?: JsonObject;
  userMetadata?: JsonObject;
  signedIn?: boolean;
}

export async function updateUser(sql: Sql, id: string, changes: UserChanges): Promise<UserRow> {
  const { rows } = await sql.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       raw_app_meta_data = coalesce($4::jsonb, raw_app_meta_data),
       raw_user_meta_data = coalesce($5::jsonb, raw_user_meta_data),
       last_sign_in_at = case when $6::boolean then now() else last_sign_in_at end,
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
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2::uuid, $3::jsonb, $4, now())
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
  };
}

/** Reads the user and their identities and renders GoTrue's user JSON. */
export async function loadUserJson(sql: Sql, row: UserRow): Promise<JsonObject> {
  return userJson(row, await findIdentities(sql, row.id));
}
