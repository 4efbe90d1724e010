// The migrated schema: committed as supabase/schema.sql and docs/sql-contract.md, row level security on every table,
// and each list of kinds its CHECKs allow the same as the lists contracts write.
import { readFile } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import {
  APPLICATION_DECISIONS,
  createPaymentIntentBody,
  FEE_PERIODS,
  roommateInviteDecision,
  roomPriceBody,
  WAITLIST_OCCUPANCIES,
  waitlistEntry,
} from '@campus-hostel/contracts/api';
import { CheckedValues, Constants } from '@campus-hostel/contracts/database-types';
import { BED_LABELS } from '@campus-hostel/contracts/reference';
import { renderSchema } from '../../scripts/db-dump';
import { openMigratedDatabase, type MigratedDatabase } from '../../scripts/migrated-database';
import { generateSchemaFiles } from '../../scripts/db-schema-files';
import { readCatalog } from '../../scripts/db-typegen';

// PGlite applies the migrations in seconds alone, but not when a busy machine shares its two cores.
const GENERATE_TIMEOUT = 120_000;

let db: MigratedDatabase;
beforeAll(async () => {
  db = await openMigratedDatabase();
}, GENERATE_TIMEOUT);
afterAll(() => db.close());

/** Runs `fn` in a transaction that is rolled back, so a test may change the schema to see a check catch it. */
async function inRolledBack<T>(pg: PGlite, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await pg.transaction(async (tx) => {
    result = await fn(tx);
    await tx.rollback();
  });
  return result as T;
}

describe('supabase/schema.sql and docs/sql-contract.md', () => {
  it(
    'when the migrations are applied to a fresh database, then both generated files equal the committed ones',
    async () => {
      for (const [file, generated] of await generateSchemaFiles(db.pg)) {
        const committed = await readFile(file, 'utf8').catch(() => '');
        expect(committed, `${file} is stale: run npm run db:schema`).toBe(generated);
      }
    },
    GENERATE_TIMEOUT,
  );

  it('when the platform already had an object, then schema.sql leaves it out, with session settings and owners', () => {
    const object = (name: string, body: string) =>
      `--\n-- Name: ${name}; Type: FUNCTION; Schema: public; Owner: postgres\n--\n\n${body}\n\n`;
    const preamble = '--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\nSET lock_timeout = 0;\n\n';
    const platform = preamble + object('old()', 'CREATE FUNCTION public.old();');
    const migrated = `${preamble}${object('old()', 'CREATE FUNCTION public.old();')}${object(
      'new()',
      "SET default_tablespace = '';\nCREATE FUNCTION public.new();",
    )}--\n-- PostgreSQL database dump complete\n--\n\n`;

    const schema = renderSchema(platform, migrated);

    expect(schema.slice(schema.indexOf('\n\n') + 2)).toBe(
      '-- FUNCTION in public: new()\nCREATE FUNCTION public.new();\n',
    );
  });
});

/**
 * Tables with row level security and no policy on purpose: only the server's security definer functions read and
 * write them, and no API role holds a grant on them.
 */
const SERVER_ONLY_TABLES: Record<string, string> = {
  leave_guardian_links: 'hashes of the guardians’ one-time consent links, through guardian_consent only',
  recovery_mails: 'password reset mails counted per account, through claim_recovery_mail only',
  receipt_series: 'the last receipt number of each financial year, through the bookings trigger only',
  selection_claim_links: 'one-time links mailed to listed addresses, used through claim_selection_address only',
  waiting_room_tickets: 'places in the waiting room, through the waiting_room_* functions only',
};

/** Each table of public: whether RLS is on, its policies, and whether anon or authenticated holds any grant on it. */
async function tableProtection(sql: Pick<PGlite, 'query'>) {
  const { rows } = await sql.query<{ name: string; rls: boolean; policies: number; granted: boolean }>(
    `select c.relname as name, c.relrowsecurity as rls,
            (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
            exists (select 1 from unnest(array['anon', 'authenticated']) r(role),
                                  unnest(array['select', 'insert', 'update', 'delete']) x(priv)
                     where case x.priv when 'delete' then has_table_privilege(r.role, c.oid, x.priv)
                                else has_any_column_privilege(r.role, c.oid, x.priv) end) as granted
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`,
  );
  return rows;
}

/** What is wrong with each table's protection, as `table: reason`; none when every table is protected. */
function unprotected(tables: Awaited<ReturnType<typeof tableProtection>>): string[] {
  return tables.flatMap(({ name, rls, policies, granted }) => {
    if (!rls) return [`${name}: row level security is off`];
    if (name in SERVER_ONLY_TABLES) return granted ? [`${name}: server only, yet an API role holds a grant`] : [];
    return policies === 0 ? [`${name}: no policy`] : [];
  });
}

describe('row level security', () => {
  it('when the migrations are applied, then every table of public has RLS on and a policy, or is server only', async () => {
    const tables = await tableProtection(db.pg);

    expect(unprotected(tables)).toEqual([]);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(Object.keys(SERVER_ONLY_TABLES)));
  });

  it('when a migration adds a table without RLS or a policy, then the check names it', async () => {
    const found = await inRolledBack(db.pg, async (tx) => {
      await tx.exec(`create table public.no_rls (id int);
                     create table public.no_policy (id int);
                     alter table public.no_policy enable row level security;
                     grant select on public.no_policy to authenticated;
                     grant select on public.recovery_mails to anon;`);
      return unprotected(await tableProtection(tx));
    });

    expect(found).toEqual([
      'no_policy: no policy',
      'no_rls: row level security is off',
      'recovery_mails: server only, yet an API role holds a grant',
    ]);
  });
});

/** The values a zod enum or literal allows (zod keeps them as `_zod.values`, through defaults too). */
const valuesOf = (schema: $ZodType) => [...(schema._zod.values ?? [])];

/** Lists contracts write out rather than derive from CheckedValues, each with the CHECKed column it must match. */
const WRITTEN_LISTS: { list: string; values: readonly unknown[]; column: string; subset?: true }[] = [
  { list: 'BED_LABELS', values: BED_LABELS, column: 'beds.label' },
  { list: 'FEE_PERIODS', values: FEE_PERIODS, column: 'hostel_room.fee_period' },
  { list: 'FEE_PERIODS', values: FEE_PERIODS, column: 'bookings.fee_period' },
  {
    list: 'createPaymentIntentBody.user_type',
    values: valuesOf(createPaymentIntentBody.shape.user_type),
    column: 'bookings.user_type',
  },
  { list: 'APPLICATION_DECISIONS', values: APPLICATION_DECISIONS, column: 'application_table.decision' },
  { list: 'roomPriceBody.occupancy', values: valuesOf(roomPriceBody.shape.occupancy), column: 'hostel_room.occupancy' },
  { list: 'WAITLIST_OCCUPANCIES', values: WAITLIST_OCCUPANCIES, column: 'waitlist_entries.occupancy' },
  // A live entry's statuses and an answered invitation's: some of the column's values, never others.
  {
    list: 'waitlistEntry.status',
    values: valuesOf(waitlistEntry.shape.status),
    column: 'waitlist_entries.status',
    subset: true,
  },
  {
    list: 'roommateInviteDecision.status',
    values: valuesOf(roommateInviteDecision.shape.status),
    column: 'roommate_invites.status',
    subset: true,
  },
];

/** Each list of kinds in SQL as `table.column` (a CHECK's IN list) or `enum type`, with its values, from the catalog. */
async function sqlKinds(pg: Pick<PGlite, 'query'>): Promise<Map<string, unknown[]>> {
  const catalog = await readCatalog(pg);
  const kinds = new Map<string, unknown[]>();
  for (const { table, column, values } of catalog.checks) {
    if (!kinds.has(`${table}.${column}`)) kinds.set(`${table}.${column}`, values);
  }
  for (const type of catalog.types)
    if (type.schema === 'public' && type.enums.length > 0) kinds.set(`enum ${type.name}`, type.enums);
  return kinds;
}

/** Contracts' generated lists: each CHECKed column's values, and the enums of public (none yet). */
const CHECKED: Record<string, Record<string, readonly unknown[]>> = CheckedValues;
const ENUMS: Record<string, readonly unknown[]> = Constants.public.Enums;

/** Where contracts and SQL disagree on a list of kinds, one line each; none when they agree. */
function kindDrift(kinds: Map<string, unknown[]>): string[] {
  const contracts = new Map<string, readonly unknown[]>([
    ...Object.entries(CHECKED).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, values]): [string, readonly unknown[]] => [`${table}.${column}`, values]),
    ),
    ...Object.entries(ENUMS).map(([name, values]): [string, readonly unknown[]] => [`enum ${name}`, values]),
  ]);
  const names = [...new Set([...kinds.keys(), ...contracts.keys()])].sort();
  const generated = names.flatMap((name) => {
    const sql = kinds.get(name);
    const listed = contracts.get(name);
    return JSON.stringify(sql) === JSON.stringify(listed)
      ? []
      : [`${name}: SQL ${JSON.stringify(sql ?? null)}, contracts ${JSON.stringify(listed ?? null)}`];
  });
  const written = WRITTEN_LISTS.flatMap(({ list, values, column, subset }) => {
    const sql = kinds.get(column) ?? [];
    const agrees = subset
      ? values.every((v) => sql.includes(v))
      : JSON.stringify([...values].sort()) === JSON.stringify([...sql].sort());
    return agrees ? [] : [`${list}: ${JSON.stringify(values)}, ${column} ${JSON.stringify(sql)}`];
  });
  return [...generated, ...written];
}

describe('lists of kinds', () => {
  it('when the migrations are applied, then every CHECKed list and enum is the one contracts hold', async () => {
    expect(kindDrift(await sqlKinds(db.pg))).toEqual([]);
  });

  it('when a migration adds a kind or a CHECKed column, then the comparison names each list that drifted', async () => {
    const drift = await inRolledBack(db.pg, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        `select conname as name from pg_constraint
          where conrelid = 'public.bookings'::regclass and pg_get_constraintdef(oid) like '%user_type%'`,
      );
      for (const { name } of rows) await tx.exec(`alter table public.bookings drop constraint ${name}`);
      await tx.exec(`alter table public.bookings add check (user_type in ('student', 'guest', 'staff'));
                     alter table public.hostels add column colour text check (colour in ('red', 'blue'))`);
      return kindDrift(await sqlKinds(tx));
    });

    expect(drift).toEqual([
      'bookings.user_type: SQL ["student","guest","staff"], contracts ["student","guest"]',
      'hostels.colour: SQL ["red","blue"], contracts null',
      'createPaymentIntentBody.user_type: ["student","guest"], bookings.user_type ["student","guest","staff"]',
    ]);
  });
});
