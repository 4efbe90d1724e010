// Sessions, access tokens and rotating refresh tokens, with GoTrue's reuse detection (auth.sessions, auth.refresh_tokens).
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db';
import type { ProjectKeys } from '../project-keys';
import { asObject, findUserById, GOTRUE_INSTANCE_ID, loadUserJson, type JsonObject, type UserRow } from './users';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface TokenContext {
  keys: ProjectKeys;
  /** `<stand-in url>/auth/v1`, the `iss` claim GoTrue writes. */
  issuer: string;
  /** Access-token lifetime (config.toml `[auth] jwt_expiry`); default 3600. */
  ttlSeconds?: number;
}

/** What /token, /signup and the OAuth redirect hand back; auth-js stores it as the session. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
}

function amrMethod(appMetadata: JsonObject): string {
  const provider = appMetadata.provider;
  return provider === undefined || provider === 'email' ? 'password' : 'oauth';
}

/** Signs an access token with GoTrue's claims; the session's start is the authentication time in `amr`. */
export function signAccessToken(
  ctx: TokenContext,
  user: UserRow,
  sessionId: string,
  authenticatedAt: number,
): { token: string; expiresAt: number } {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + (ctx.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS);
  const appMetadata = asObject(user.raw_app_meta_data);
  const claims = {
    iss: ctx.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata,
    user_metadata: asObject(user.raw_user_meta_data),
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method: amrMethod(appMetadata), timestamp: authenticatedAt }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous === true,
  };
  return { token: ctx.keys.sign(claims), expiresAt };
}

const newRefreshToken = (): string => randomBytes(24).toString('base64url');

async function sessionResponse(
  sql: Sql,
  ctx: TokenContext,
  user: UserRow,
  sessionId: string,
  authenticatedAt: number,
  refreshToken: string,
): Promise<SessionResponse> {
  const { token, expiresAt } = signAccessToken(ctx, user, sessionId, authenticatedAt);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(sql, user),
  };
}

/** Starts a new session for a user who just proved who they are. */
export async function createSession(sql: Sql, ctx: TokenContext, user: UserRow): Promise<SessionResponse> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     values (gen_random_uuid(), $1::uuid, now(), now(), 'aal1') returning id::text as id`,
    [user.id],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('auth.sessions insert returned no row');
  const refreshToken = newRefreshToken();
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, revoked, parent, created_at, updated_at)
     values ($4::uuid, $1, $2, $3::uuid, false, null, now(), now())`,
    [refreshToken, user.id, sessionId, GOTRUE_INSTANCE_ID],
  );
  return sessionResponse(sql, ctx, user, sessionId, Math.floor(Date.now() / 1000), refreshToken);
}

export type RefreshOutcome =
  { kind: 'ok'; session: SessionResponse } | { kind: 'not_found' } | { kind: 'already_used' };

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  session_id: string;
  user_id: string;
  age_seconds: number;
  session_started: number;
  [column: string]: unknown;
}

/**
 * Rotates a refresh token. A revoked token presented again within `reuseIntervalSeconds` (a second
 * tab racing the first) gets the session's current token back, as GoTrue does; later reuse is
 * treated as theft and revokes every token of the session.
 */
export async function refreshSession(
  sql: Sql,
  ctx: TokenContext,
  presented: string,
  reuseIntervalSeconds: number,
): Promise<RefreshOutcome> {
  const { rows } = await sql.query<RefreshTokenRow>(
    `select rt.token, rt.revoked, rt.session_id::text as session_id, rt.user_id::text as user_id,
            extract(epoch from (clock_timestamp() - rt.updated_at))::float8 as age_seconds,
            extract(epoch from s.created_at)::float8 as session_started
       from auth.refresh_tokens rt
       join auth.sessions s on s.id = rt.session_id
      where rt.token = $1
      for update of rt`,
    [presented],
  );
  const current = rows[0];
  if (!current) return { kind: 'not_found' };
  const user = await findUserById(sql, current.user_id);
  if (!user) return { kind: 'not_found' };
  const sessionStarted = Math.floor(current.session_started);

  if (current.revoked) {
    if (current.age_seconds <= reuseIntervalSeconds) {
      const active = await sql.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id::text = $1 and revoked = false order by id desc limit 1`,
        [current.session_id],
      );
      const activeToken = active.rows[0]?.token;
      if (activeToken) {
        return {
          kind: 'ok',
          session: await sessionResponse(sql, ctx, user, current.session_id, sessionStarted, activeToken),
        };
      }
    }
    await sql.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id::text = $1 and revoked = false`,
      [current.session_id],
    );
    return { kind: 'already_used' };
  }

  const next = newRefreshToken();
  await sql.query(`update auth.refresh_tokens set revoked = true, updated_at = clock_timestamp() where token = $1`, [
    presented,
  ]);
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, revoked, parent, created_at, updated_at)
     values ($5::uuid, $1, $2, $3::uuid, false, $4, now(), now())`,
    [next, current.user_id, current.session_id, presented, GOTRUE_INSTANCE_ID],
  );
  await sql.query(`update auth.sessions set updated_at = now() where id::text = $1`, [current.session_id]);
  return { kind: 'ok', session: await sessionResponse(sql, ctx, user, current.session_id, sessionStarted, next) };
}

export async function sessionExists(sql: Sql, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from auth.sessions where id::text = $1`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens go with them): all of the user's, this one, or all but this one. */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global' || (scope === 'others' && sessionId === undefined)) {
    await sql.query(`delete from auth.sessions where user_id::text = $1`, [userId]);
  } else if (scope === 'local' && sessionId !== undefined) {
    await sql.query(`delete from auth.sessions where id::text = $1 and user_id::text = $2`, [sessionId, userId]);
  } else if (scope === 'others') {
    await sql.query(`delete from auth.sessions where user_id::text = $1 and id::text <> $2`, [userId, sessionId]);
  }
}
