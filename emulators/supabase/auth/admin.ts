// GoTrue's admin API for the secret (service_role) key: /admin/users CRUD, /admin/generate_link and /invite.
import type express from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Db, Sql } from '../db';
import { JwtError } from '../jwt';
import type { ProjectKeys } from '../project-keys';
import { AuthHttpError, badRequest } from './errors';
import type { BeforeUserCreated } from './hooks';
import { issueToken, verifyLink, type TokenKind } from './otp';
import { verificationType, type EmailFlows } from './recovery';
import { endSessions } from './sessions';
import {
  asObject,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  listUsers,
  loadUserJson,
  loadUsersJson,
  updateUser,
  type JsonObject,
  type UserChanges,
  type UserRow,
} from './users';
import {
  checkPasswordStrength,
  externalUrl,
  hashPassword,
  randomPasswordHash,
  MAX_PASSWORD_BYTES,
  metadataSchema,
  normaliseEmail,
  parseBody,
  type RedirectPolicy,
} from './validation';

const badPagination = (reason: string): AuthHttpError =>
  badRequest('validation_failed', `Bad Pagination Parameters: ${reason}`);

/** GoTrue's `paginate`: an absent or empty value is the default, anything else must parse as a uint64. */
function pageParam(value: unknown, fallback: number): number {
  const text: unknown = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return fallback;
  if (typeof text !== 'string' || !/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw badPagination(`strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`);
  }
  return Number(text);
}

export interface AdminRouteDeps {
  db: Db;
  keys: ProjectKeys;
  redirects: RedirectPolicy;
  flows: EmailFlows;
  /** config.toml's before-user-created hook: asked before an invite or a sign-up link makes an account. */
  beforeUserCreated: BeforeUserCreated;
}

/** GoTrue's JWT.AdminRoles. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

const adminUserSchema = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  password: z.string().max(1024).nullable().optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadataSchema.nullable().optional(),
  app_metadata: metadataSchema.nullable().optional(),
  ban_duration: z.string().max(64).optional(),
  role: z.string().max(64).optional(),
});

const deleteSchema = z.object({ should_soft_delete: z.boolean().optional() });

const generateLinkSchema = z.object({
  type: z.string().max(32).optional(),
  email: z.string().max(320).optional(),
  new_email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  data: metadataSchema.optional(),
  redirect_to: z.string().max(2048).optional(),
});

const inviteSchema = z.object({ email: z.string().max(320).optional(), data: metadataSchema.optional() });

const GO_DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration (ban_duration is one), in milliseconds. */
function parseGoDuration(raw: string): number {
  const invalid = (): AuthHttpError =>
    badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${raw}"`);
  const match = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(raw);
  if (raw === '0') return 0;
  if (!match) throw invalid();
  let total = 0;
  for (const part of raw.replace(/^[+-]/, '').matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (GO_DURATION_UNITS[part[2] ?? ''] ?? 0);
  }
  return match[1] === '-' ? -total : total;
}

/** ban_duration as GoTrue applies it: "none" lifts the ban, a duration bans until now + it. */
function banUntil(raw: string | undefined): Date | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'none') return null;
  const ms = parseGoDuration(raw);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

/** GoTrue's UpdateAppMetaData / UpdateUserMetaData: keys merge in, a null value removes its key. */
function mergeMetadata(current: unknown, changes: JsonObject): JsonObject {
  const merged: JsonObject = { ...asObject(current) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function phoneRefused(): AuthHttpError {
  return new AuthHttpError(422, 'phone_provider_disabled', 'Phone signups are disabled');
}

export function mountAdminRoutes(router: express.Router, deps: AdminRouteDeps): void {
  const { db, keys, redirects, flows } = deps;

  /** GoTrue asks the hook for an address nobody holds yet, outside the transaction that makes the account. */
  async function askHookForNew(req: Request, email: string, data: JsonObject): Promise<void> {
    if (await db.asService('supabase_auth_admin', (sql) => findUserByEmail(sql, email))) return;
    await deps.beforeUserCreated(req, {
      email,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: data,
    });
  }

  /**
   * GoTrue's requireAdmin: the caller's token (or, as the API gateway does, the secret API key in
   * place of one) must carry an admin role; a user's token or the publishable key gets 403 not_admin.
   */
  function requireAdmin(req: Request): void {
    const header = req.headers.authorization?.trim();
    const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
    const token = bearer ?? apikey;
    if (!token) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let role: string;
    try {
      role = keys.verify(token).role;
    } catch (error) {
      const reason = error instanceof JwtError ? error.message : 'invalid token';
      throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    if (!ADMIN_ROLES.has(role)) throw new AuthHttpError(403, 'not_admin', 'User not allowed');
  }

  const admin = (handler: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    requireAdmin(req);
    await handler(req, res);
  };

  async function loadUser(sql: Sql, raw: unknown): Promise<UserRow> {
    const id = typeof raw === 'string' ? raw : '';
    if (!UUID_PATTERN.test(id)) throw new AuthHttpError(404, 'validation_failed', 'user_id must be an UUID');
    const user = await findUserById(sql, id);
    if (!user || user.deleted_at) throw new AuthHttpError(404, 'user_not_found', 'User not found');
    return user;
  }

  router.get(
    '/admin/users',
    admin(async (req, res) => {
      // Page 0 reads as page 1, as pop's paginator (GoTrue's query builder) clamps it.
      const page = Math.max(1, pageParam(req.query.page, 1));
      const perPage = pageParam(req.query.per_page, 50);
      if (perPage === 0) throw badPagination('per_page must be greater than 0');
      const { users, total } = await db.asService('supabase_auth_admin', async (sql) => {
        const listed = await listUsers(sql, page, perPage);
        return { users: await loadUsersJson(sql, listed.rows), total: listed.total };
      });
      // GoTrue's addPaginationHeaders; auth-js reads the page numbers and the total from them.
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const link = (n: number): string => `</admin/users?page=${n}&per_page=${perPage}>`;
      const links = page < lastPage ? [`${link(page + 1)}; rel="next"`] : [];
      links.push(`${link(lastPage)}; rel="last"`);
      res.set({ 'x-total-count': String(total), link: links.join(', ') }).json({ users, aud: 'authenticated' });
    }),
  );

  router.post(
    '/admin/users',
    admin(async (req, res) => {
      const body = parseBody(adminUserSchema, req.body);
      if (body.phone) throw phoneRefused();
      if (!body.email) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
      const email = normaliseEmail(body.email);
      if (body.password && Buffer.byteLength(body.password, 'utf8') > MAX_PASSWORD_BYTES) {
        throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
      }
      const bannedUntil = banUntil(body.ban_duration);
      const hash = body.password ? await hashPassword(body.password) : await randomPasswordHash();
      const user = await db.asService('supabase_auth_admin', async (sql) => {
        if (await findUserByEmail(sql, email)) return undefined;
        const row = await insertEmailUser(sql, {
          email,
          encryptedPassword: hash,
          appMetadata: mergeMetadata({ provider: 'email', providers: ['email'] }, body.app_metadata ?? {}),
          userMetadata: body.user_metadata ?? {},
          confirmed: body.email_confirm === true,
          signedIn: false,
        });
        if (body.role || bannedUntil !== undefined) {
          await sql.query(`update auth.users set role = coalesce($2, role) where id::text = $1`, [
            row.id,
            body.role ?? null,
          ]);
          return loadUserJson(sql, await updateUser(sql, row.id, bannedUntil !== undefined ? { bannedUntil } : {}));
        }
        return loadUserJson(sql, row);
      });
      if (!user) throw new AuthHttpError(422, 'email_exists', DUPLICATE_EMAIL);
      res.json(user);
    }),
  );

  router.get(
    '/admin/users/:id',
    admin(async (req, res) => {
      res.json(
        await db.asService('supabase_auth_admin', async (sql) => loadUserJson(sql, await loadUser(sql, req.params.id))),
      );
    }),
  );

  router.put(
    '/admin/users/:id',
    admin(async (req, res) => {
      const body = parseBody(adminUserSchema, req.body);
      if (body.phone) throw phoneRefused();
      const email = body.email ? normaliseEmail(body.email) : undefined;
      const bannedUntil = banUntil(body.ban_duration);
      const hash =
        typeof body.password === 'string' ? await hashPassword(checkPasswordStrength(body.password)) : undefined;
      const user = await db.asService('supabase_auth_admin', async (sql) => {
        const current = await loadUser(sql, req.params.id);
        const changes: UserChanges = {};
        if (email !== undefined && email !== current.email) {
          const holder = await findUserByEmail(sql, email);
          if (holder && holder.id !== current.id) throw new AuthHttpError(422, 'email_exists', DUPLICATE_EMAIL);
          changes.email = email;
          await sql.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
              where user_id::text = $1 and provider = 'email'`,
            [current.id, email],
          );
        }
        if (hash !== undefined) {
          changes.encryptedPassword = hash;
          // GoTrue's UpdatePassword without a session of the caller: every session of the user ends.
          await endSessions(sql, current.id, undefined, 'global');
        }
        if (body.email_confirm === true) changes.confirmEmail = true;
        if (body.app_metadata) changes.appMetadata = mergeMetadata(current.raw_app_meta_data, body.app_metadata);
        if (body.user_metadata) changes.userMetadata = mergeMetadata(current.raw_user_meta_data, body.user_metadata);
        if (bannedUntil !== undefined) changes.bannedUntil = bannedUntil;
        if (body.role) await sql.query(`update auth.users set role = $2 where id::text = $1`, [current.id, body.role]);
        const updated = await updateUser(sql, current.id, changes);
        // A ban ends every session at once, as GoTrue's Ban does.
        if (bannedUntil) await sql.query(`delete from auth.sessions where user_id::text = $1`, [current.id]);
        return loadUserJson(sql, updated);
      });
      res.json(user);
    }),
  );

  router.delete(
    '/admin/users/:id',
    admin(async (req, res) => {
      const body = parseBody(deleteSchema, req.body ?? {});
      await db.asService('supabase_auth_admin', async (sql) => {
        const user = await loadUser(sql, req.params.id);
        if (!body.should_soft_delete) {
          await deleteUser(sql, user.id);
          return;
        }
        // GoTrue's SoftDeleteUser: the row stays (so references hold) but can never sign in or be found by address again.
        await sql.query(`delete from auth.sessions where user_id::text = $1`, [user.id]);
        await sql.query(`delete from auth.identities where user_id::text = $1`, [user.id]);
        await sql.query(
          `update auth.users set email = null, phone = null, encrypted_password = '', raw_app_meta_data = '{}'::jsonb,
             raw_user_meta_data = '{}'::jsonb, confirmation_token = '', recovery_token = '', deleted_at = now(), updated_at = now()
           where id::text = $1`,
          [user.id],
        );
      });
      res.json({});
    }),
  );

  router.post(
    '/admin/generate_link',
    admin(async (req, res) => {
      const body = parseBody(generateLinkSchema, req.body);
      const type = body.type ?? '';
      const kinds: Record<string, TokenKind> = {
        signup: 'signup',
        magiclink: 'magiclink',
        recovery: 'recovery',
        invite: 'invite',
        email_change_current: 'email_change_current',
        email_change_new: 'email_change_new',
      };
      const kind = Object.hasOwn(kinds, type) ? kinds[type] : undefined;
      if (!kind) throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
      const email = normaliseEmail(body.email);
      const newEmail = kind.startsWith('email_change') ? normaliseEmail(body.new_email) : undefined;
      const redirectTo = redirects.orSiteUrl(body.redirect_to ?? req.query.redirect_to);
      const hash =
        kind === 'signup' && body.password ? await hashPassword(checkPasswordStrength(body.password)) : undefined;
      if (kind === 'signup' || kind === 'invite') await askHookForNew(req, email, body.data ?? {});
      const answer = await db.asService('supabase_auth_admin', async (sql) => {
        let user = await findUserByEmail(sql, email);
        if (kind === 'signup' || kind === 'invite') {
          if (user?.email_confirmed_at) throw new AuthHttpError(422, 'email_exists', DUPLICATE_EMAIL);
          if (kind === 'signup' && !user && !hash)
            throw new AuthHttpError(422, 'validation_failed', 'Signup requires a valid password');
          user ??= await insertEmailUser(sql, {
            email,
            encryptedPassword: hash ?? '',
            appMetadata: { provider: 'email', providers: ['email'] },
            userMetadata: body.data ?? {},
            confirmed: false,
            signedIn: false,
            invited: kind === 'invite',
          });
        } else if (!user) {
          throw new AuthHttpError(404, 'user_not_found', 'User with this email not found');
        }
        if (newEmail !== undefined) {
          const holder = await findUserByEmail(sql, newEmail);
          if (holder && holder.id !== user.id) throw new AuthHttpError(422, 'email_exists', DUPLICATE_EMAIL);
        }
        const issued = await issueToken(sql, user, kind, {
          email: kind === 'email_change_new' && newEmail ? newEmail : email,
          ...(newEmail ? { newEmail } : {}),
        });
        const fresh = await findUserById(sql, user.id);
        return { user: await loadUserJson(sql, fresh ?? user), issued };
      });
      const vtype = verificationType(kind);
      // GoTrue's GenerateLinkResponse: the user's fields with the link's properties beside them.
      res.json({
        ...answer.user,
        action_link: verifyLink(externalUrl(req), answer.issued.hashedToken, vtype, redirectTo.toString()),
        email_otp: answer.issued.otp,
        hashed_token: answer.issued.hashedToken,
        verification_type: vtype,
        redirect_to: redirectTo.toString(),
      });
    }),
  );

  router.post(
    '/invite',
    admin(async (req, res) => {
      const body = parseBody(inviteSchema, req.body);
      const email = normaliseEmail(body.email);
      const redirectTo = redirects.orSiteUrl(req.query.redirect_to);
      await askHookForNew(req, email, body.data ?? {});
      const user = await db.asService('supabase_auth_admin', async (sql) => {
        const existing = await findUserByEmail(sql, email);
        if (existing?.email_confirmed_at) throw new AuthHttpError(422, 'email_exists', DUPLICATE_EMAIL);
        return (
          existing ??
          insertEmailUser(sql, {
            email,
            encryptedPassword: '',
            appMetadata: { provider: 'email', providers: ['email'] },
            userMetadata: body.data ?? {},
            confirmed: false,
            signedIn: false,
            invited: true,
          })
        );
      });
      await flows.sendLink(req, user, 'invite', { redirectTo });
      res.json(
        await db.asService('supabase_auth_admin', async (sql) =>
          loadUserJson(sql, (await findUserById(sql, user.id)) ?? user),
        ),
      );
    }),
  );
}
