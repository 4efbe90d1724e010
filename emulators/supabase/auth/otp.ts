// E-mail one-time tokens as GoTrue keeps them in auth.users (hash of e-mail + 6-digit code), and the links and sessions they open.
import { createHash, randomInt } from 'node:crypto';
import type { Sql } from '../db';
import type { PkceChallenge } from './pkce';
import { confirmEmail, findUserById, type UserRow } from './users';

/** What a token was issued for; the column it lives in follows from it. */
export type TokenKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change_current' | 'email_change_new';

/** The `type` /verify accepts: the kinds, `email_change` for both change tokens and `email` for sign-up or magic-link codes. */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

const PKCE_PREFIX = 'pkce_';

const COLUMNS: Record<TokenKind, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  email_change_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

const KINDS_OF: Record<VerifyType, TokenKind[]> = {
  signup: ['signup'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  email_change: ['email_change_new', 'email_change_current'],
  email: ['signup', 'magiclink'],
};

export const VERIFY_TYPES = Object.keys(KINDS_OF) as VerifyType[];

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
export const tokenHash = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export interface IssuedToken {
  otp: string;
  hashedToken: string;
  /** What goes into the link's `token=`: the hash, prefixed `pkce_` when the link ends in a PKCE code. */
  linkToken: string;
}

/** Challenges of PKCE e-mail links, by token hash; in memory like the codes they turn into. */
export const pkceLinkChallenges = new Map<string, PkceChallenge>();

/** Issues a fresh token of this kind for the user (replacing any earlier one) and records when it was sent. */
export async function issueToken(
  sql: Sql,
  user: UserRow,
  kind: TokenKind,
  opts: { email: string; newEmail?: string; pkce?: PkceChallenge },
): Promise<IssuedToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashedToken = tokenHash(opts.email, otp);
  const linkToken = opts.pkce ? `${PKCE_PREFIX}${hashedToken}` : hashedToken;
  const { token, sentAt } = COLUMNS[kind];
  // Column names come from the fixed table above, never from the request.
  await sql.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(),
       email_change = case when $3::text is null then email_change else $3 end, updated_at = now()
     where id::text = $1`,
    [user.id, linkToken, opts.newEmail ?? null],
  );
  if (opts.pkce) pkceLinkChallenges.set(hashedToken, opts.pkce);
  return { otp, hashedToken, linkToken };
}

export interface RedeemedToken {
  user: UserRow;
  kind: TokenKind;
  pkce: PkceChallenge | undefined;
}

/**
 * Finds the unexpired token and spends it (single use). `undefined` covers unknown, used and expired
 * alike, as GoTrue answers all three the same way.
 */
export async function redeemToken(
  sql: Sql,
  type: VerifyType,
  hashed: string,
  otpExpirySeconds: number,
): Promise<RedeemedToken | undefined> {
  const bare = hashed.startsWith(PKCE_PREFIX) ? hashed.slice(PKCE_PREFIX.length) : hashed;
  if (!/^[0-9a-f]{56}$/.test(bare)) return undefined;
  for (const kind of KINDS_OF[type]) {
    const { token, sentAt } = COLUMNS[kind];
    const { rows } = await sql.query<{ id: string; fresh: boolean; token: string }>(
      `select id::text as id, ${token} as token, (${sentAt} > now() - make_interval(secs => $2::float8)) as fresh
         from auth.users where ${token} in ($1, $3) for update`,
      [bare, otpExpirySeconds, `${PKCE_PREFIX}${bare}`],
    );
    const row = rows[0];
    if (!row) continue;
    // Spent whether fresh or not: an expired link never works again either.
    await sql.query(`update auth.users set ${token} = '' where id::text = $1`, [row.id]);
    if (!row.fresh) return undefined;
    const user = await findUserById(sql, row.id);
    if (!user) return undefined;
    const pkce = row.token.startsWith(PKCE_PREFIX) ? pkceLinkChallenges.get(bare) : undefined;
    pkceLinkChallenges.delete(bare);
    return { user, kind, pkce };
  }
  return undefined;
}

/** What verifying a token does to the account: confirm the address, or move it to the new one. */
export async function applyVerification(sql: Sql, user: UserRow, kind: TokenKind): Promise<UserRow> {
  if (kind === 'email_change_new' || kind === 'email_change_current') {
    await sql.query(
      `update auth.users set email = coalesce(nullif(email_change, ''), email), email_change = '',
         email_change_token_new = '', email_change_token_current = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id::text = $1`,
      [user.id],
    );
    await sql.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', (select email from auth.users where id::text = $1))
        where user_id::text = $1 and provider = 'email'`,
      [user.id],
    );
  } else {
    if (user.email_confirmed_at === null) await confirmEmail(sql, user.id);
    await sql.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id::text = $1`, [user.id]);
  }
  const updated = await findUserById(sql, user.id);
  if (!updated) throw new Error(`auth.users row ${user.id} vanished during verification`);
  return updated;
}

/** GoTrue's e-mail link: `<auth url>/verify?token=…&type=…&redirect_to=…`. */
export function verifyLink(authUrl: string, linkToken: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `${authUrl}/verify?${params.toString()}`;
}
