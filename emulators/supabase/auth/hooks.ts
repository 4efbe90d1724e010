// GoTrue's before-user-created hook as a Postgres function (config.toml [auth.hook.before_user_created]): asked before
// every self-service account is made, it lets it be (`{}`) or refuses it with its own status and message.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Db } from '../db';
import { AuthHttpError } from './errors';
import type { JsonObject } from './users';

/** The user GoTrue is about to create, as the hook's `user` (supabase/auth internal/models/user.go's JSON). */
export interface HookUser {
  email: string;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
}

export type BeforeUserCreated = (req: Request, user: HookUser) => Promise<void>;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

/** GoTrue's hookspgfunc: the statement may run 2 s, then Postgres cancels it. */
const HOOK_TIMEOUT_MS = 2000;

/**
 * `pg-functions://<database>/<schema>/<function>` → the function's quoted name, as GoTrue's
 * ExtensibilityPointConfiguration.PopulateExtensibilityPoint builds it; anything else stops the start.
 */
export function pgFunctionName(uri: string): string {
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!match?.[1] || !match[2] || !IDENTIFIER.test(match[1]) || !IDENTIFIER.test(match[2])) {
    throw new Error(`auth.hook.before_user_created.uri: ${uri} is not pg-functions://<database>/<schema>/<function>`);
  }
  return `"${match[1]}"."${match[2]}"`;
}

function clientIp(req: Request): string {
  return req.ip?.replace(/^::ffff:/, '') ?? '';
}

/** The hook for `uri`, or one that lets everyone through when config.toml enables none. */
export function beforeUserCreatedHook(db: Db, uri: string | undefined): BeforeUserCreated {
  if (!uri) return () => Promise.resolve();
  const fn = pgFunctionName(uri);
  return async (req, user) => {
    const now = new Date().toISOString();
    const event = {
      metadata: { uuid: randomUUID(), time: now, name: 'before-user-created', ip_address: clientIp(req) },
      user: {
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        phone: '',
        app_metadata: user.appMetadata,
        user_metadata: user.userMetadata,
        identities: null,
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      },
    };
    let answer: unknown;
    try {
      answer = await db.asService('supabase_auth_admin', async (sql) => {
        await sql.query(`select set_config('statement_timeout', '${HOOK_TIMEOUT_MS}', true)`);
        const { rows } = await sql.query<{ answer: unknown }>(`select ${fn}($1::jsonb) as answer`, [
          JSON.stringify(event),
        ]);
        return rows[0]?.answer;
      });
    } catch {
      // A hook that fails (missing, raising, too slow) is GoTrue's 500 naming it, never a sign-up let through.
      throw new AuthHttpError(500, 'unexpected_failure', `Error running hook URI: ${uri}`);
    }
    refuseIfAsked(answer);
  };
}

/**
 * GoTrue's hookserrors.Check: `{error: {message, http_code}}` with a message refuses, with http_code (500 when none)
 * and no error code of its own (`unknown`, or `unexpected_failure` for a 500); anything else lets the user be made.
 */
function refuseIfAsked(answer: unknown): void {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return;
  const { error } = answer;
  if (typeof error !== 'object' || error === null) return;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (message === '') return;
  const code =
    'http_code' in error && typeof error.http_code === 'number' && error.http_code > 0 ? error.http_code : 500;
  throw new AuthHttpError(code, code === 500 ? 'unexpected_failure' : 'unknown', message);
}
