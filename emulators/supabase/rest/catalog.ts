// PostgREST's schema cache: the tables, views and functions of schema public with their column and argument types.
import type { Db } from '../db';

export interface Column {
  name: string;
  /** format_type() of the column, used to cast bound values (`$1::text::<type>`). */
  type: string;
  /** The SQL expression of the column's default (an identity's nextval included), as PostgREST's cache holds it. */
  default?: string;
}

export interface Relation {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
}

export interface RoutineInfo {
  name: string;
  /** Input arguments in order; the last `defaults` of them may be omitted. */
  args: FunctionArg[];
  defaults: number;
  returnsSet: boolean;
  returnType: string;
  /** Columns of a composite/table result; undefined for a scalar result. */
  resultColumns?: Map<string, Column>;
  isVoid: boolean;
}

/** A foreign key seen from one end, as PostgREST's schema cache lists relationships. */
export interface Relationship {
  table: string;
  foreignTable: string;
  constraint: string;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
  /** Pairs of (column of `table`, column of `foreignTable`). */
  columns: [string, string][];
}

export interface Catalog {
  relations: Map<string, Relation>;
  routines: Map<string, RoutineInfo[]>;
  /** Relationships by the table they start from. */
  relationships: Map<string, Relationship[]>;
}

interface ForeignKeyRow extends Record<string, unknown> {
  conname: string;
  table_name: string;
  foreign_table: string;
  cols: string[];
  fcols: string[];
  one_to_one: boolean;
}

/** Foreign keys between tables of public; one-to-one when the referencing columns are also a primary or unique key. */
const FOREIGN_KEYS_SQL = `
  select c.conname::text as conname, t.relname::text as table_name, ft.relname::text as foreign_table,
         array(select a.attname::text from unnest(c.conkey) with ordinality k(num, i)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.i) as cols,
         array(select a.attname::text from unnest(c.confkey) with ordinality k(num, i)
               join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.i) as fcols,
         exists(select 1 from pg_constraint u where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(c.conkey) x)) as one_to_one
  from pg_constraint c
  join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
  join pg_class ft on ft.oid = c.confrelid join pg_namespace fn on fn.oid = ft.relnamespace
  where c.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public'
  order by c.conname`;

interface ColumnRow extends Record<string, unknown> {
  relid: number;
  relname: string;
  relkind: string;
  column_name: string;
  column_type: string;
  column_default: string | null;
  is_pk: boolean;
}

interface RoutineRow extends Record<string, unknown> {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_relid: number;
}

const COLUMNS_SQL = `
  select c.oid::int as relid, c.relname, c.relkind::text as relkind, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as column_type,
         case when a.attidentity = 'd'
                then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
              when a.attgenerated = 's' then null
              else pg_get_expr(ad.adbin, ad.adrelid) end as column_default,
         coalesce(a.attnum = any(i.indkey), false) as is_pk
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_index i on i.indrelid = c.oid and i.indisprimary
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where (n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p'))
     or c.oid in (select t.typrelid from pg_proc p join pg_namespace pn on pn.oid = p.pronamespace
                  join pg_type t on t.oid = p.prorettype where pn.nspname = 'public' and t.typrelid <> 0)
  order by c.oid, a.attnum`;

const ROUTINES_SQL = `
  select p.proname as name,
         p.proargnames as arg_names,
         p.proargmodes::text[] as arg_modes,
         array(select format_type(u.t, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, i)
               order by u.i) as arg_types,
         p.pronargdefaults::int as n_defaults,
         p.proretset as returns_set,
         format_type(p.prorettype, null) as return_type,
         t.typtype::text as return_typtype,
         t.typrelid::int as return_relid
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'
  order by p.oid`;

/** Types a single unnamed argument may have for PostgREST to pass it the whole request body. */
export const UNNAMED_ARG_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

/** PostgREST caches a function only when its unnamed arguments are none, or one of UNNAMED_ARG_TYPES. */
function callable(args: FunctionArg[]): boolean {
  const unnamed = args.filter((a) => a.name === '');
  return unnamed.length === 0 || (unnamed.length === 1 && UNNAMED_ARG_TYPES.includes(unnamed[0]?.type ?? ''));
}

async function load(db: Db): Promise<Catalog> {
  const { columnRows, routineRows, keyRows } = await db.asOwner(async (sql) => ({
    columnRows: (await sql.query<ColumnRow>(COLUMNS_SQL)).rows,
    routineRows: (await sql.query<RoutineRow>(ROUTINES_SQL)).rows,
    keyRows: (await sql.query<ForeignKeyRow>(FOREIGN_KEYS_SQL)).rows,
  }));
  const byOid = new Map<number, Relation & { kind: string }>();
  for (const row of columnRows) {
    let rel = byOid.get(row.relid);
    if (!rel) {
      rel = { name: row.relname, kind: row.relkind, columns: new Map(), primaryKey: [] };
      byOid.set(row.relid, rel);
    }
    const fallback = row.column_default === null ? {} : { default: row.column_default };
    rel.columns.set(row.column_name, { name: row.column_name, type: row.column_type, ...fallback });
    if (row.is_pk) rel.primaryKey.push(row.column_name);
  }
  const relations = new Map<string, Relation>();
  for (const rel of byOid.values()) if (rel.kind !== 'c') relations.set(rel.name, rel);

  const routines = new Map<string, RoutineInfo[]>();
  for (const row of routineRows) {
    const names = row.arg_names ?? [];
    const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
    const args: FunctionArg[] = [];
    const outs = new Map<string, Column>();
    row.arg_types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, type });
      if (mode === 'o' || mode === 'b' || mode === 't') outs.set(name, { name, type });
    });
    if (!callable(args)) continue;
    let resultColumns: Map<string, Column> | undefined;
    if (row.return_relid !== 0) resultColumns = byOid.get(row.return_relid)?.columns;
    else if (row.return_typtype === 'p' && outs.size > 0) resultColumns = outs;
    const info: RoutineInfo = {
      name: row.name,
      args,
      defaults: row.n_defaults,
      returnsSet: row.returns_set,
      returnType: row.return_type,
      isVoid: row.return_type === 'void',
      ...(resultColumns ? { resultColumns } : {}),
    };
    routines.set(row.name, [...(routines.get(row.name) ?? []), info]);
  }
  const relationships = new Map<string, Relationship[]>();
  const add = (r: Relationship): void => void relationships.set(r.table, [...(relationships.get(r.table) ?? []), r]);
  for (const k of keyRows) {
    const pairs = k.cols.map((c, i): [string, string] => [c, k.fcols[i] ?? '']);
    add({
      table: k.table_name,
      foreignTable: k.foreign_table,
      constraint: k.conname,
      cardinality: k.one_to_one ? 'one-to-one' : 'many-to-one',
      columns: pairs,
    });
    add({
      table: k.foreign_table,
      foreignTable: k.table_name,
      constraint: k.conname,
      cardinality: k.one_to_one ? 'one-to-one' : 'one-to-many',
      columns: pairs.map(([c, f]): [string, string] => [f, c]),
    });
  }
  return { relations, routines, relationships };
}

/** The shortest time between two catalog loads: a schema change is seen within it, a flood of unknown names cannot force more. */
export const RELOAD_INTERVAL_MS = 1_000;

/**
 * Loaded once and reloaded when a request names something it does not know, the way PostgREST's
 * schema cache is refreshed; so tables created after start are found without a restart. A reload runs
 * at most once per interval and never two at a time: each unknown name used to force one, so a flood
 * of them kept the database busy loading catalogs and slowed every valid request.
 */
export class SchemaCache {
  private current: Promise<Catalog> | undefined;
  private reloading: Promise<Catalog> | undefined;
  private lastLoadAt = Number.NEGATIVE_INFINITY;
  private readonly db: Db;
  private readonly intervalMs: number;
  /** Catalog loads started so far; tests read it to prove reloads stay bounded. */
  loads = 0;

  constructor(db: Db, intervalMs = RELOAD_INTERVAL_MS) {
    this.db = db;
    this.intervalMs = intervalMs;
  }

  private load(): Promise<Catalog> {
    this.loads += 1;
    this.lastLoadAt = Date.now();
    return load(this.db);
  }

  get(): Promise<Catalog> {
    if (!this.current) {
      const loading = this.load();
      this.current = loading;
      // A failed first load is forgotten, so the next request tries again.
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }

  /** A fresh catalog if the interval has passed, else the one in hand; requests meanwhile keep the old one. */
  reload(): Promise<Catalog> {
    if (this.reloading) return this.reloading;
    if (!this.current || Date.now() - this.lastLoadAt < this.intervalMs) return this.get();
    const reloading = this.load().then((catalog) => {
      this.current = reloading;
      return catalog;
    });
    this.reloading = reloading;
    const settle = (): void => {
      this.reloading = undefined;
    };
    reloading.then(settle, settle);
    return reloading;
  }

  /** The relation, reloading once if it is not (yet) known. */
  async relation(name: string): Promise<Relation | undefined> {
    const found = (await this.get()).relations.get(name);
    return found ?? (await this.reload()).relations.get(name);
  }

  /** Every function name, for PGRST202's suggestion. */
  async routineNames(): Promise<string[]> {
    return [...(await this.get()).routines.keys()];
  }

  async routines(name: string): Promise<RoutineInfo[]> {
    const found = (await this.get()).routines.get(name);
    return found ?? (await this.reload()).routines.get(name) ?? [];
  }
}
