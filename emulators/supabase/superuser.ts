// The stand-in connects as a superuser that is not postgres, as hosted Supabase's platform connects as supabase_admin,
// so that postgres can be the non-superuser role the project's migrations run as.
import type { Extensions } from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';

/** The superuser's name, as on hosted Supabase. */
export const SUPERUSER = 'supabase_admin';

/** Asked of a fresh connection: who it is, and whether the database was made by a stand-in whose superuser was postgres. */
const WHO = `select current_user::text as me, r.rolsuper as superuser,
                    (select rolname::text from pg_catalog.pg_roles where oid = 10) as bootstrap,
                    exists (select 1 from pg_catalog.pg_namespace where nspname = 'supabase_migrations') as used
             from pg_catalog.pg_roles r where r.rolname = current_user`;

interface Who {
  me: string;
  superuser: boolean;
  bootstrap: string;
  used: boolean;
}

/**
 * Opens PGlite as supabase_admin. PGlite's initdb names its bootstrap superuser postgres, which PostgreSQL will not
 * demote; so a fresh database renames it, from a second superuser made for the moment, and bootstrap.sql then creates
 * postgres anew without superuser. A database made by an older stand-in ran its migrations as that superuser postgres
 * and owns everything as it: it is refused, to be made afresh.
 */
export async function openPgliteAsSuperuser(dir: string, extensions: Extensions): Promise<PGlite> {
  const db = await PGlite.create({ dataDir: dir, extensions });
  const who = (await db.query<Who>(WHO)).rows[0];
  if (who?.bootstrap === SUPERUSER && who.me === SUPERUSER) return db;
  if (who?.bootstrap !== SUPERUSER) {
    if (who?.used !== false) {
      await db.close();
      throw new Error(
        `The stand-in's database in ${dir} was made by an older stand-in, whose migrations ran as the superuser postgres; ` +
          'run `npm run db:reset` to make it afresh, shaped as hosted Supabase is.',
      );
    }
    await db.exec(`create role stand_in_renamer superuser;
                   set session authorization stand_in_renamer;
                   alter role postgres rename to ${SUPERUSER};`);
  }
  await db.close();
  const renamed = await PGlite.create({ dataDir: dir, extensions, username: SUPERUSER });
  await renamed.exec('drop role if exists stand_in_renamer');
  return renamed;
}

/**
 * Refuses a PostgreSQL connection whose user cannot play supabase_admin: the stand-in must create roles and event
 * triggers, and make postgres a role without superuser.
 */
export function checkSuperuser(who: Pick<Who, 'me' | 'superuser'>): void {
  const howTo =
    `Connect as another superuser, e.g. \`create role ${SUPERUSER} superuser login password '…'\` as postgres, then ` +
    `DATABASE_URL=postgres://${SUPERUSER}:…@host:port/database.`;
  if (who.me === 'postgres') {
    throw new Error(
      'DATABASE_URL connects as postgres, but the stand-in makes postgres the non-superuser role migrations run as, ' +
        `as hosted Supabase does. ${howTo}`,
    );
  }
  if (!who.superuser) {
    throw new Error(
      `DATABASE_URL connects as ${who.me}, which is not a superuser; the stand-in creates Supabase's roles. ${howTo}`,
    );
  }
}

/** The connection's user and whether it is a superuser. */
export const CURRENT_USER = `select current_user::text as me, rolsuper as superuser from pg_catalog.pg_roles where rolname = current_user`;
