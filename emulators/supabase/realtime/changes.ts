// postgres_changes: drains the capture queue after commit and sends each change to the subscribers who
// may see it, as hosted Realtime's walrus does (filters, RLS as the subscriber, column privileges).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROLES, isApiRole, type Claims, type Db, type Sql } from '../db';
import { conditionSql, describeConditions, quoteIdent, type Condition } from './filters';

const readSql = (name: string): string =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), name), 'utf8');
const CAPTURE_SQL = readSql('capture.sql');
const SUBSCRIPTION_CHECK_SQL = readSql('subscription-check.sql');

/** How often the queue is drained while someone listens (changes reach subscribers well within a second), and otherwise. */
const DRAIN_MS = 50;
const IDLE_DRAIN_MS = 1000;

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

/** One `postgres_changes` entry of a join, as the client sent it, with the id the reply gives it. */
export interface Binding {
  id: number;
  event: ChangeEvent;
  schema: string;
  table?: string;
  filter?: string;
  select?: string[];
  conditions: Condition[];
}

/** A joined channel with postgres_changes bindings. */
export interface ChangeListener {
  bindings: Binding[];
  /** The subscriber as of now (its access token's claims). */
  claims(): Readonly<Claims>;
  /** Sends a change (its ChangeData as JSON, shared by every subscriber it goes to) for the bindings `ids`. */
  send(dataJson: string, ids: number[]): void;
}

export interface ChangeData {
  schema: string;
  table: string;
  type: string;
  commit_timestamp?: string;
  columns?: { name: string; type: string }[];
  record?: Record<string, unknown> | null;
  old_record?: Record<string, unknown> | null;
  errors: string[] | null;
}

interface Column {
  name: string;
  /** pg_type.typname, as Realtime reports it (int4, text, _text …). */
  type: string;
  /** format_type(), to cast filter values. */
  sqlType: string;
  pk: boolean;
  /** The API roles that may select the column (Realtime sends a subscriber no other). */
  roles: string[];
}

interface TableMeta {
  relid: number;
  schema: string;
  table: string;
  qualified: string;
  rls: boolean;
  /** pg_class.relreplident: d default (primary key), f full, n nothing, i index. */
  replident: string;
  columns: Column[];
}

interface QueuedChange extends Record<string, unknown> {
  relid: number;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  committed_at: string | Date;
}

/** The description of the tables whose oid meets `where` (over `pg_class c`). */
function tableMetaSql(where: string): string {
  const roles = API_ROLES.map((role) => `'${role}'`).join(', ');
  return `
select c.oid::int8 as relid, n.nspname as schema, c.relname as table, c.relrowsecurity as rls,
       c.relreplident::text as replident, pg_catalog.format('%I.%I', n.nspname, c.relname) as qualified,
       coalesce((
         select pg_catalog.json_agg(pg_catalog.json_build_object(
                  'name', a.attname, 'type', t.typname, 'sqlType', pg_catalog.format_type(a.atttypid, a.atttypmod),
                  'pk', coalesce(a.attnum = any(i.indkey::int2[]), false),
                  'roles', array(select r from pg_catalog.unnest(array[${roles}]) r
                                 where pg_catalog.has_column_privilege(r, a.attrelid, a.attname, 'SELECT')))
                order by a.attnum)
         from pg_catalog.pg_attribute a
         join pg_catalog.pg_type t on t.oid = a.atttypid
         left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where ${where}`;
}

/**
 * Takes every committed change off the queue (a delete sees only committed rows), in order, with the description of
 * their tables: one statement, so a drain costs one round trip before it knows what to send.
 */
const TAKE = `
with taken as (delete from realtime_stand_in.changes returning *)
select coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
         'relid', t.relid::int8, 'action', t.action, 'record', t.record, 'old_record', t.old_record,
         'committed_at', t.committed_at) order by t.id) from taken t), '[]') as changes,
       coalesce((select pg_catalog.json_agg(m) from (${tableMetaSql('c.oid in (select relid from taken)')}) m), '[]')
         as metas`;

const SUBSCRIBE_ERROR = 'Unable to subscribe to changes with given parameters.';

function describeBinding(b: Binding, conditions: Condition[] = b.conditions): string {
  const select = b.select ? `[${b.select.map((c) => JSON.stringify(c)).join(', ')}]` : 'nil';
  return `[event: ${b.event}, schema: ${b.schema}, table: ${b.table ?? '*'}, filters: ${describeConditions(conditions)}, select: ${select}]`;
}

/** PostgreSQL's condition names for the errors a subscription's check can raise, as Postgrex prints them. */
const CONDITION_NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  // A token whose role the database does not know, as has_column_privilege answers for it.
  '42704': 'undefined_object',
  '22P02': 'invalid_text_representation',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22003': 'numeric_value_out_of_range',
  '22001': 'string_data_right_truncation',
};

function pick(row: Record<string, unknown> | null, names: Set<string>): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (names.has(k)) out[k] = v;
  return Object.keys(out).length > 0 ? out : null;
}

function matchesTable(b: Binding, meta: TableMeta, action: string): boolean {
  return (
    (b.schema === meta.schema || b.schema === '*') &&
    (b.table === undefined || b.table === '*' || b.table === meta.table) &&
    (b.event === '*' || b.event === action)
  );
}

function conditionsKey(b: Binding): string {
  return JSON.stringify(b.conditions);
}

/** A subscriber whose bindings match a change's table and action. */
interface Candidate {
  listener: ChangeListener;
  claims: Readonly<Claims>;
  /** The claims as JSON: subscribers with the same claims see the same rows. */
  claimsKey: string;
  bindings: Binding[];
}

/** A change of a drain, with its table and its candidates. */
interface Planned {
  change: QueuedChange;
  meta: TableMeta;
  candidates: Candidate[];
}

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private closed = false;
  /** The last sync started, settled either way; and the next, shared by the joins that asked since it started. */
  private lastSync: Promise<void> = Promise.resolve();
  private nextSync: Promise<void> | undefined;
  /** The checks made after each sync, by the bindings they checked (see `check`). */
  private readonly checksBySync = new WeakMap<Promise<void>, Map<string, Promise<string | undefined>>>();

  constructor(private readonly db: Db) {}

  /** Installs the capture (queue, trigger function, triggers on published tables) and the join check, and starts draining. */
  async start(): Promise<void> {
    await this.db.asOwner(async (sql) => {
      await sql.query(CAPTURE_SQL);
      await sql.query(SUBSCRIPTION_CHECK_SQL);
    });
    this.schedule(IDLE_DRAIN_MS);
  }

  /**
   * Checks a join's bindings as Realtime does when it subscribes: the table must be in the publication, the
   * filter must parse, and its columns and the selected ones must be columns `role` may select, with operators
   * and values that fit them (realtime_stand_in.check_subscription). Returns the `system` error
   * message for the first that fails, else undefined. Re-syncs the capture triggers with the publication first;
   * the lookups then share one transaction, so a join waits for few round trips when many pages join at once.
   * Joins that share a sync and ask with the same bindings in the same role share one check too: against the same
   * catalogue they check the same, and a crowd of pages opening one hostel asks a thousand times alike.
   */
  check(bindings: { binding: Binding; parseError?: string }[], role: string): Promise<string | undefined> {
    const sync = this.synced();
    let alike = this.checksBySync.get(sync);
    if (!alike) {
      alike = new Map();
      this.checksBySync.set(sync, alike);
    }
    const key = JSON.stringify([role, bindings]);
    let checked = alike.get(key);
    if (!checked) {
      checked = sync.then(() => this.checkNow(bindings, role));
      alike.set(key, checked);
    }
    return checked;
  }

  private checkNow(bindings: { binding: Binding; parseError?: string }[], role: string): Promise<string | undefined> {
    return this.db.asOwner(async (sql) => {
      for (const { binding, parseError } of bindings) {
        if (parseError) return parseError;
        // A subscription to every table (of a schema) is one per published table, each checked.
        const found = await sql.query<{ relid: number }>(
          `select c.oid::int8 as relid from pg_catalog.pg_publication_tables p
           join pg_catalog.pg_namespace n on n.nspname = p.schemaname
           join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
           where p.pubname = 'supabase_realtime' and $1::text in ('*', p.schemaname) and $2::text in ('*', p.tablename)`,
          [binding.schema, binding.table ?? '*'],
        );
        if (found.rows.length === 0)
          return `${SUBSCRIBE_ERROR} Please check Realtime is enabled for the given connect parameters: ${describeBinding(binding)}`;
        if (binding.conditions.length === 0 && !binding.select) continue;
        const filters = JSON.stringify(binding.conditions.map(({ column, op, value }) => ({ column, op, value })));
        for (const { relid } of found.rows) {
          const checked = await sql.query<{ refusal: { code: string; message: string } | null }>(
            'select realtime_stand_in.subscription_refusal($1::oid, $2, $3::jsonb, $4::text[]) as refusal',
            [relid, role, filters, binding.select ?? null],
          );
          const refusal = checked.rows[0]?.refusal;
          if (refusal)
            return `${SUBSCRIBE_ERROR} An exception happened so please check your connect parameters: ${describeBinding(binding)}. Exception: ERROR ${refusal.code} (${CONDITION_NAMES[refusal.code] ?? 'internal_error'}) ${refusal.message}`;
        }
      }
      return undefined;
    });
  }

  /**
   * Syncs the capture triggers with the publication. Joins that arrive while a sync runs share the next one, which
   * starts after they asked, so none misses a table published before it joined, and a crowd of joins costs a few syncs.
   */
  private synced(): Promise<void> {
    this.nextSync ??= this.lastSync.then(() => {
      this.nextSync = undefined;
      const sync = this.db.asOwner((sql) => sql.query('select realtime_stand_in.sync()')).then(() => undefined);
      // The next sync waits for this one whatever its outcome; its own joins hear a failure from `sync`.
      this.lastSync = sync.catch(() => undefined);
      return sync;
    });
    return this.nextSync;
  }

  add(listener: ChangeListener): void {
    this.listeners.add(listener);
    this.schedule(DRAIN_MS);
  }

  remove(listener: ChangeListener): void {
    this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.draining;
  }

  private schedule(ms: number): void {
    if (this.closed || this.draining) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.draining = this.drain()
        .catch((error: unknown) => {
          // The database went away (stand-in closing) or a statement failed: the next round tries again.
          if (!this.closed)
            console.error(`Realtime stand-in: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          this.draining = undefined;
          this.schedule(this.listeners.size > 0 ? DRAIN_MS : IDLE_DRAIN_MS);
        });
    }, ms);
  }

  /**
   * Takes the committed changes off the queue and sends each, in order, to the subscribers who may see it. What that
   * needs from the database is read once per drain, not per change: the tables with the changes, then each table's
   * filters over all its rows and each subscriber identity's view of them, together.
   */
  private async drain(): Promise<void> {
    const taken = await this.db.asOwner((sql) => sql.query<{ changes: QueuedChange[]; metas: TableMeta[] }>(TAKE));
    const { changes = [], metas = [] } = taken.rows[0] ?? {};
    if (changes.length === 0 || this.listeners.size === 0) return;
    const tables = new Map(metas.map((meta) => [meta.relid, meta]));
    const planned: Planned[] = [];
    for (const change of changes) {
      const meta = tables.get(change.relid);
      if (!meta) continue;
      const candidates: Candidate[] = [];
      for (const listener of this.listeners) {
        const claims = listener.claims();
        const bindings = listener.bindings.filter((b) => matchesTable(b, meta, change.action));
        if (bindings.length > 0 && isApiRole(claims.role))
          candidates.push({ listener, claims, claimsKey: JSON.stringify(claims), bindings });
      }
      if (candidates.length > 0) planned.push({ change, meta, candidates });
    }
    const [passes, seen] = await Promise.all([this.filtered(planned), this.seen(planned)]);
    for (const p of planned) this.dispatch(p, passes.get(p), seen);
  }

  /** Evaluates condition lists against rows (as JSON) in one statement: per row, true per list when all its conditions hold. */
  private async evaluate(
    sql: Sql,
    meta: TableMeta,
    rows: Record<string, unknown>[],
    lists: Condition[][],
  ): Promise<boolean[][]> {
    const params: unknown[] = [JSON.stringify(rows)];
    const types = new Map(meta.columns.map((c) => [c.name, c.sqlType]));
    const tests = lists.map(
      (list, i) =>
        `(${list.map((c) => conditionSql(c, types.get(c.column) ?? 'text', params)).join(' and ') || 'true'}) as f${i}`,
    );
    const result = await sql.query(
      `select ${tests.join(', ')}
       from pg_catalog.jsonb_array_elements($1::jsonb) with ordinality e(j, n),
            pg_catalog.jsonb_populate_record(null::${meta.qualified}, e.j) r
       order by e.n`,
      params,
    );
    return result.rows.map((row) => lists.map((_, i) => row[`f${i}`] === true));
  }

  /**
   * Whether each filtered binding's conditions hold on each change's new row, by change and conditions: one statement
   * per table. A delete has no new row, and passes every filter (Realtime cannot filter deletes).
   */
  private async filtered(planned: Planned[]): Promise<Map<Planned, Map<string, boolean>>> {
    const byTable = new Map<number, { meta: TableMeta; changes: Planned[]; lists: Map<string, Condition[]> }>();
    for (const p of planned) {
      if (p.change.action === 'DELETE') continue;
      const lists = new Map<string, Condition[]>();
      for (const c of p.candidates)
        for (const b of c.bindings) if (b.conditions.length > 0) lists.set(conditionsKey(b), b.conditions);
      if (lists.size === 0) continue;
      let table = byTable.get(p.meta.relid);
      if (!table) byTable.set(p.meta.relid, (table = { meta: p.meta, changes: [], lists: new Map() }));
      table.changes.push(p);
      for (const [key, list] of lists) table.lists.set(key, list);
    }
    const passes = new Map<Planned, Map<string, boolean>>();
    await Promise.all(
      [...byTable.values()].map(async ({ meta, changes, lists }) => {
        const keys = [...lists.keys()];
        const results = await this.db
          .asOwner((sql) =>
            this.evaluate(
              sql,
              meta,
              changes.map((p) => p.change.record ?? {}),
              [...lists.values()],
            ),
          )
          .catch(() => []);
        changes.forEach((p, row) => passes.set(p, new Map(keys.map((key, i) => [key, results[row]?.[i] === true]))));
      }),
    );
    return passes;
  }

  /**
   * The changes each subscriber identity (claims) may see, as Realtime re-reads a row by primary key as the
   * subscriber, so RLS decides: one transaction per identity, one statement per table in it. Tables without RLS and
   * deletes need no reading; nor do identities whose role may not select the key (they are told so instead).
   */
  private async seen(planned: Planned[]): Promise<Map<string, Set<Planned>>> {
    const byClaims = new Map<string, { claims: Readonly<Claims>; tables: Map<number, Planned[]> }>();
    for (const p of planned) {
      const { meta, change } = p;
      const pk = meta.columns.filter((c) => c.pk);
      if (!meta.rls || change.action === 'DELETE' || pk.length === 0) continue;
      for (const { claims, claimsKey } of p.candidates) {
        if (!pk.every((c) => c.roles.includes(claims.role))) continue;
        let identity = byClaims.get(claimsKey);
        if (!identity) byClaims.set(claimsKey, (identity = { claims, tables: new Map() }));
        const rows = identity.tables.get(meta.relid) ?? [];
        if (rows.at(-1) !== p) rows.push(p);
        identity.tables.set(meta.relid, rows);
      }
    }
    const seen = new Map<string, Set<Planned>>();
    await Promise.all(
      [...byClaims].map(async ([claimsKey, { claims, tables }]) => {
        const lists = [...tables.values()];
        const statements = lists.map((rows) => {
          const meta = (rows[0] as Planned).meta;
          const pk = meta.columns.filter((c) => c.pk);
          const keys = rows.map((p) => Object.fromEntries(pk.map((c) => [c.name, p.change.record?.[c.name] ?? null])));
          return {
            text: `select e.n::int8 as n
                   from pg_catalog.jsonb_array_elements($1::jsonb) with ordinality e(j, n),
                        pg_catalog.jsonb_populate_record(null::${meta.qualified}, e.j) k
                   where exists (select 1 from ${meta.qualified} t
                                 where ${pk.map((c) => `t.${quoteIdent(c.name)} = k.${quoteIdent(c.name)}`).join(' and ')})`,
            values: [JSON.stringify(keys)],
          };
        });
        const visible = new Set<Planned>();
        const results = await this.db.batchAsRole(claims, statements, { readOnly: true }).catch(() => []);
        results.forEach((result, i) => {
          for (const row of result.rows) {
            const p = lists[i]?.[Number(row.n) - 1];
            if (p) visible.add(p);
          }
        });
        seen.set(claimsKey, visible);
      }),
    );
    return seen;
  }

  private dispatch(p: Planned, passes: Map<string, boolean> | undefined, seen: Map<string, Set<Planned>>): void {
    const { change, meta } = p;
    const { action } = change;
    const pkColumns = meta.columns.filter((c) => c.pk);
    const selectable = new Map<string, Set<string>>();
    // Subscribers of one role asking for the same columns receive the same message, serialised once.
    const messages = new Map<string, string>();
    const base = { schema: meta.schema, table: meta.table, type: action };
    for (const { listener, claims, claimsKey, bindings } of p.candidates) {
      // A subscriber that left while the drain read the database hears nothing more.
      if (!this.listeners.has(listener)) continue;
      const matched = bindings.filter(
        (b) => action === 'DELETE' || b.conditions.length === 0 || passes?.get(conditionsKey(b)) === true,
      );
      if (matched.length === 0) continue;
      let names = selectable.get(claims.role);
      if (!names) {
        names = new Set(meta.columns.filter((c) => c.roles.includes(claims.role)).map((c) => c.name));
        selectable.set(claims.role, names);
      }
      const ids = matched.map((b) => b.id);
      if (action !== 'DELETE' && pkColumns.length === 0) {
        listener.send(JSON.stringify({ ...base, errors: ['Error 400: Bad Request, no primary key'] }), ids);
        continue;
      }
      if (action !== 'DELETE' && !pkColumns.every((c) => names.has(c.name))) {
        listener.send(JSON.stringify({ ...base, errors: ['Error 401: Unauthorized'] }), ids);
        continue;
      }
      if (meta.rls && action !== 'DELETE' && !seen.get(claimsKey)?.has(p)) continue;
      // Bindings that ask for different columns (`select`) get a message each.
      const shapes = new Map<string, Binding[]>();
      for (const b of matched) {
        const key = JSON.stringify(b.select ?? null);
        shapes.set(key, [...(shapes.get(key) ?? []), b]);
      }
      for (const [shape, group] of shapes) {
        const key = `${claims.role} ${shape}`;
        let out = messages.get(key);
        if (!out) {
          const select = group[0]?.select;
          out = JSON.stringify(
            this.payload(change, meta, select ? new Set(select.filter((n) => names.has(n))) : names),
          );
          messages.set(key, out);
        }
        listener.send(
          out,
          group.map((b) => b.id),
        );
      }
    }
  }

  /** The change as Realtime sends it to a role that may select `names`. */
  private payload(change: QueuedChange, meta: TableMeta, names: Set<string>): ChangeData {
    const committed = change.committed_at instanceof Date ? change.committed_at : new Date(change.committed_at);
    // Without REPLICA IDENTITY FULL the WAL carries only the key of the old row; with RLS on, a delete
    // shows no more than the key even then, since no policy can be checked on a row that is gone.
    const identityColumns =
      meta.replident === 'n'
        ? []
        : meta.replident === 'f' && !(meta.rls && change.action === 'DELETE')
          ? meta.columns
          : meta.columns.filter((c) => c.pk);
    const identity = new Set(identityColumns.map((c) => c.name).filter((n) => names.has(n)));
    const data: ChangeData = {
      schema: meta.schema,
      table: meta.table,
      type: change.action,
      commit_timestamp: committed.toISOString(),
      columns: meta.columns.filter((c) => names.has(c.name)).map((c) => ({ name: c.name, type: c.type })),
      errors: null,
    };
    if (change.action !== 'DELETE') data.record = pick(change.record, names) ?? {};
    if (change.action !== 'INSERT') data.old_record = pick(change.old_record, identity);
    return data;
  }
}
