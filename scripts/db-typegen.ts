// Database types from the migrations: applies them to a throw-away stand-in and renders what `supabase gen types typescript` would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { PGlite } from '@electric-sql/pglite';
import { withMigratedDatabase } from './migrated-database';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATABASE_TYPES_FILE = path.join(REPO_ROOT, 'contracts', 'src', 'database.types.ts');

/** The schema the app's clients talk to; supabase-js's default. */
const SCHEMA = 'public';

/**
 * What postgres-meta's typegen sets from the server it reads. Hosted Supabase runs PostgREST 13 or later, and
 * supabase-js unlocks 13's typings (maxAffected, spreads of to-many embeds) by this value.
 */
const POSTGREST_VERSION = '13';

interface PgType {
  oid: number;
  name: string;
  schema: string;
  enums: string[];
  attributes: { name: string; type_id: number }[];
}

interface Relation {
  id: number;
  name: string;
  kind: 'table' | 'view';
  is_updatable: boolean;
}

type Column = {
  table_id: number;
  name: string;
  format: string;
  is_nullable: boolean;
  has_default: boolean;
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_updatable: boolean;
};

type Relationship = {
  foreign_key_name: string;
  relation: string;
  columns: string[];
  is_one_to_one: boolean;
  referenced_relation: string;
  referenced_columns: string[];
};

type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table';

interface FunctionArg {
  name: string;
  mode: ArgMode;
  type_id: number;
  has_default: boolean;
}

interface PgFunction {
  name: string;
  argument_types: string;
  return_type_id: number;
  return_type_relation_id: number;
  is_set_returning_function: boolean;
  args: FunctionArg[];
}

interface CheckedColumn {
  table: string;
  column: string;
  values: (string | number)[];
}

export interface Catalog {
  types: PgType[];
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: PgFunction[];
  checks: CheckedColumn[];
}

const ARG_MODES: Record<string, ArgMode> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };

/** Reads the schema from pg_catalog the way postgres-meta does (its columns, functions and relationships queries). */
export async function readCatalog(sql: Pick<PGlite, 'query'>): Promise<Catalog> {
  const types = await sql.query<{ oid: number; name: string; schema: string; enums: string[] | null }>(
    `select t.oid::int8::float8 as oid, t.typname as name, n.nspname as schema,
            (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as enums
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  // Only free-standing composite types: a table's row type is typed through its table.
  const attributes = await sql.query<{ type_id: number; name: string; attr_type: number }>(
    `select t.oid::int8::float8 as type_id, a.attname as name, a.atttypid::int8::float8 as attr_type
       from pg_type t
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      order by t.oid, a.attnum`,
  );
  const relations = await sql.query<{ id: number; name: string; relkind: string; is_updatable: boolean }>(
    `select c.oid::int8::float8 as id, c.relname as name, c.relkind,
            c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [SCHEMA],
  );
  const columns = await sql.query<Column>(
    `select c.oid::int8::float8 as table_id, a.attname as name, coalesce(bt.typname, t.typname) as format,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
            a.atthasdef as has_default,
            case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
            c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))
              as is_updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
    [SCHEMA],
  );
  // A foreign key is one-to-one when its columns are exactly the referencing table's primary key or a unique key.
  const relationships = await sql.query<Relationship>(
    `select k.conname as foreign_key_name, s.relname as relation,
            array(select a.attname from unnest(k.conkey) with ordinality u(attnum, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.i)::text[] as columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                       and u.conkey @> k.conkey and u.conkey <@ k.conkey) as is_one_to_one,
            r.relname as referenced_relation,
            array(select a.attname from unnest(k.confkey) with ordinality u(attnum, i)
                    join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum order by u.i)::text[]
              as referenced_columns
       from pg_constraint k
       join pg_class s on s.oid = k.conrelid
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and sn.nspname = $1 and rn.nspname = $1`,
    [SCHEMA],
  );
  // Trigger functions cannot be called through the API, so typegen leaves them out.
  const functions = await sql.query<{
    name: string;
    argument_types: string;
    return_type_id: number;
    return_type_relation_id: number;
    is_set_returning_function: boolean;
    arg_types: number[];
    arg_modes: string[] | null;
    arg_names: string[] | null;
    defaults: number;
  }>(
    `select p.proname as name, pg_get_function_identity_arguments(p.oid) as argument_types,
            p.prorettype::int8::float8 as return_type_id, rt.typrelid::int8::float8 as return_type_relation_id,
            p.proretset as is_set_returning_function,
            array(select x::int8::float8 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) x) as arg_types,
            p.proargmodes::text[] as arg_modes, p.proargnames as arg_names, p.pronargdefaults::int as defaults
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`,
    [SCHEMA],
  );
  const checks = await sql.query<{ table: string; column: string; definition: string }>(
    `select c.relname as table, a.attname as column, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
      where n.nspname = $1 and k.contype = 'c' and cardinality(k.conkey) = 1
      order by c.relname, a.attname, k.conname`,
    [SCHEMA],
  );

  const attributesByType = new Map<number, { name: string; type_id: number }[]>();
  for (const a of attributes.rows) {
    const list = attributesByType.get(a.type_id) ?? [];
    list.push({ name: a.name, type_id: a.attr_type });
    attributesByType.set(a.type_id, list);
  }

  return {
    types: types.rows.map((t) => ({ ...t, enums: t.enums ?? [], attributes: attributesByType.get(t.oid) ?? [] })),
    relations: relations.rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
      is_updatable: r.is_updatable,
    })),
    columns: columns.rows,
    relationships: relationships.rows,
    functions: functions.rows.map((f) => ({
      name: f.name,
      argument_types: f.argument_types,
      return_type_id: f.return_type_id,
      return_type_relation_id: f.return_type_relation_id,
      is_set_returning_function: f.is_set_returning_function,
      args: functionArgs(f.arg_types, f.arg_modes, f.arg_names, f.defaults),
    })),
    checks: checks.rows.flatMap(({ table, column, definition }) => {
      const values = allowedValues(definition);
      return values ? [{ table, column, values }] : [];
    }),
  };
}

/** Pairs pg_proc's parallel arrays; the last `defaults` input arguments are the ones with a default. */
function functionArgs(
  types: number[],
  modes: string[] | null,
  names: string[] | null,
  defaults: number,
): FunctionArg[] {
  const args = types.map((type_id, i) => ({
    name: names?.[i] ?? '',
    mode: ARG_MODES[modes?.[i] ?? 'i'] ?? 'in',
    type_id,
    has_default: false,
  }));
  const inputs = args.filter(({ mode }) => mode === 'in' || mode === 'inout' || mode === 'variadic');
  inputs.slice(inputs.length - defaults).forEach((arg) => (arg.has_default = defaults > 0));
  return args;
}

/** The list of `check (col in (...))`, as PostgreSQL prints it back (`col = ANY (ARRAY[...])`); null for other checks. */
export function allowedValues(definition: string): (string | number)[] | null {
  const match = /^CHECK \(\(\(?"?[\w ]+"?\)?(?:::\w+)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::[\w ]+\[\])?\)\)\)$/.exec(
    definition,
  );
  if (!match?.[1]) return null;
  const items = match[1].split(/,\s*(?=(?:[^']*'[^']*')*[^']*$)/);
  const values: (string | number)[] = [];
  for (const item of items) {
    const text = /^'((?:[^']|'')*)'(?:::[\w ]+)?$/.exec(item.trim());
    const number = /^\(?(-?\d+(?:\.\d+)?)\)?(?:::[\w ]+)?$/.exec(item.trim());
    if (text?.[1] !== undefined) values.push(text[1].replaceAll("''", "'"));
    else if (number?.[1] !== undefined) values.push(Number(number[1]));
    else return null;
  }
  return values;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const key = (name: string) => JSON.stringify(name);

/** postgres-meta's pgTypeToTsType: the TypeScript type of a PostgreSQL type name. */
function tsType(catalog: Catalog, pgType: string): string {
  if (pgType === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return 'number';
  const strings = ['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp'];
  if ([...strings, 'timestamptz', 'uuid', 'vector'].includes(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) return `(${tsType(catalog, pgType.slice(1))})[]`;
  const enumType = catalog.types.find((t) => t.name === pgType && t.enums.length > 0);
  if (enumType) {
    return enumType.schema === SCHEMA
      ? `Database[${key(SCHEMA)}]['Enums'][${key(enumType.name)}]`
      : enumType.enums.map(key).join(' | ');
  }
  const composite = catalog.types.find((t) => t.name === pgType && t.attributes.length > 0);
  if (composite) {
    return composite.schema === SCHEMA
      ? `Database[${key(SCHEMA)}]['CompositeTypes'][${key(composite.name)}]`
      : 'unknown';
  }
  const relation = catalog.relations.find((r) => r.name === pgType);
  if (relation) {
    return `Database[${key(SCHEMA)}][${key(relation.kind === 'view' ? 'Views' : 'Tables')}][${key(relation.name)}]['Row']`;
  }
  return 'unknown';
}

function typeById(catalog: Catalog, id: number): string {
  const type = catalog.types.find((t) => t.oid === id);
  return type ? tsType(catalog, type.name) : 'unknown';
}

function columnsOf(catalog: Catalog, relationId: number): Column[] {
  return catalog.columns.filter((c) => c.table_id === relationId).sort(byName);
}

function rowType(catalog: Catalog, relationId: number): string {
  const fields = columnsOf(catalog, relationId).map(
    (c) => `${key(c.name)}: ${tsType(catalog, c.format)}${c.is_nullable ? ' | null' : ''}`,
  );
  return `{ ${fields.join('; ')} }`;
}

function relationshipsOf(catalog: Catalog, relation: string): string {
  const items = catalog.relationships
    .filter((r) => r.relation === relation)
    .sort(
      (a, b) =>
        a.foreign_key_name.localeCompare(b.foreign_key_name) ||
        a.referenced_relation.localeCompare(b.referenced_relation) ||
        JSON.stringify(a.referenced_columns).localeCompare(JSON.stringify(b.referenced_columns)),
    )
    .map(
      (r) => `{
        foreignKeyName: ${key(r.foreign_key_name)}
        columns: ${JSON.stringify(r.columns)}
        isOneToOne: ${r.is_one_to_one}
        referencedRelation: ${key(r.referenced_relation)}
        referencedColumns: ${JSON.stringify(r.referenced_columns)}
      }`,
    );
  return `[${items.join(', ')}]`;
}

function renderTable(catalog: Catalog, table: Relation, functions: PgFunction[]): string {
  const columns = columnsOf(catalog, table.id);
  // A function taking the table's row as its one argument is a computed column PostgREST selects like any other.
  const computed = functions
    .filter((f) => f.argument_types === table.name)
    .map((f) => `${key(f.name)}: ${typeById(catalog, f.return_type_id)} | null`);
  const row = columns.map((c) => `${key(c.name)}: ${tsType(catalog, c.format)}${c.is_nullable ? ' | null' : ''}`);
  const insert = columns.map((c) => {
    if (c.identity_generation === 'ALWAYS') return `${key(c.name)}?: never`;
    const optional = c.is_nullable || c.identity_generation !== null || c.has_default;
    return `${key(c.name)}${optional ? '?' : ''}: ${tsType(catalog, c.format)}${c.is_nullable ? ' | null' : ''}`;
  });
  const update = columns.map((c) =>
    c.identity_generation === 'ALWAYS'
      ? `${key(c.name)}?: never`
      : `${key(c.name)}?: ${tsType(catalog, c.format)}${c.is_nullable ? ' | null' : ''}`,
  );
  return `${key(table.name)}: {
    Row: { ${[...row, ...computed].join('; ')} }
    Insert: { ${insert.join('; ')} }
    Update: { ${update.join('; ')} }
    Relationships: ${relationshipsOf(catalog, table.name)}
  }`;
}

function renderView(catalog: Catalog, view: Relation): string {
  const writable = columnsOf(catalog, view.id).map((c) =>
    c.is_updatable ? `${key(c.name)}?: ${tsType(catalog, c.format)} | null` : `${key(c.name)}?: never`,
  );
  const writes = view.is_updatable
    ? `Insert: { ${writable.join('; ')} }
       Update: { ${writable.join('; ')} }`
    : '';
  return `${key(view.name)}: {
    Row: ${rowType(catalog, view.id)}
    ${writes}
    Relationships: ${relationshipsOf(catalog, view.name)}
  }`;
}

function renderFunction(catalog: Catalog, name: string, overloads: PgFunction[]): string {
  const args = overloads.map(({ args }) => {
    const inArgs = args.filter((a) => a.mode === 'in');
    if (inArgs.length === 0) return 'never';
    const fields = [...inArgs]
      .sort(byName)
      .map((a) => `${key(a.name)}${a.has_default ? '?' : ''}: ${typeById(catalog, a.type_id)}`);
    return `{ ${fields.join('; ')} }`;
  });
  // Overloads differ in arguments only; PostgreSQL forbids two with different results for the same arguments.
  const [first] = overloads;
  if (!first) throw new Error(`no definition of ${name}`);
  const tableArgs = first.args.filter((a) => a.mode === 'table');
  const relation = catalog.relations.find((r) => r.id === first.return_type_relation_id);
  let returns: string;
  if (tableArgs.length > 0) {
    const fields = [...tableArgs].sort(byName).map((a) => `${key(a.name)}: ${typeById(catalog, a.type_id)}`);
    returns = `{ ${fields.join('; ')} }`;
  } else if (relation) {
    returns = rowType(catalog, relation.id);
  } else {
    returns = typeById(catalog, first.return_type_id);
  }
  return `${key(name)}: { Args: ${args.join(' | ')}; Returns: ${returns}${first.is_set_returning_function ? '[]' : ''} }`;
}

const NONE = '[_ in never]: never';

/** The text of contracts/src/database.types.ts for this catalog, before formatting. */
export function renderDatabaseTypes(catalog: Catalog): string {
  const tables = catalog.relations.filter((r) => r.kind === 'table').sort(byName);
  const views = catalog.relations.filter((r) => r.kind === 'view').sort(byName);
  // API-callable: every input argument named, or a single unnamed one (PostgREST passes it the request body).
  const functions = catalog.functions
    .filter((f) => {
      const inArgs = f.args.filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic');
      return inArgs.every((a) => a.name !== '') || inArgs.length === 1;
    })
    .sort(byName);
  const overloads = new Map<string, PgFunction[]>();
  for (const f of functions) overloads.set(f.name, [...(overloads.get(f.name) ?? []), f]);
  const enums = catalog.types.filter((t) => t.schema === SCHEMA && t.enums.length > 0).sort(byName);
  const composites = catalog.types.filter((t) => t.schema === SCHEMA && t.attributes.length > 0).sort(byName);

  const checked = new Map<string, string[]>();
  for (const { table, column, values } of catalog.checks) {
    const columns = checked.get(table) ?? [];
    if (!columns.some((c) => c.startsWith(`${key(column)}:`))) {
      columns.push(`${key(column)}: [${values.map((v) => JSON.stringify(v)).join(', ')}]`);
    }
    checked.set(table, columns);
  }
  const checkedTables = [...checked.keys()].sort((a, b) => a.localeCompare(b));

  return `// Generated by \`npm run db:types\` from supabase/migrations, in the shape of \`supabase gen types typescript\`: do not edit.
/* eslint-disable @typescript-eslint/no-redundant-type-constituents -- supabase's helpers verbatim: with no enums, keyof Enums is never */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${key(POSTGREST_VERSION)}
  }
  ${key(SCHEMA)}: {
    Tables: { ${tables.length === 0 ? NONE : tables.map((t) => renderTable(catalog, t, functions)).join('\n')} }
    Views: { ${views.length === 0 ? NONE : views.map((v) => renderView(catalog, v)).join('\n')} }
    Functions: { ${
      overloads.size === 0 ? NONE : [...overloads].map(([name, fns]) => renderFunction(catalog, name, fns)).join('\n')
    } }
    Enums: { ${enums.length === 0 ? NONE : enums.map((e) => `${key(e.name)}: ${e.enums.map(key).join(' | ')}`).join('\n')} }
    CompositeTypes: { ${
      composites.length === 0
        ? NONE
        : composites
            .map(
              (c) =>
                `${key(c.name)}: { ${c.attributes.map((a) => `${key(a.name)}: ${typeById(catalog, a.type_id)} | null`).join('; ')} }`,
            )
            .join('\n')
    } }
  }
}

${HELPERS}

export const Constants = {
  ${key(SCHEMA)}: {
    Enums: { ${enums.map((e) => `${key(e.name)}: [${e.enums.map(key).join(', ')}]`).join(', ')} },
  },
} as const

// Beyond supabase's output: the values each \`check (column in (...))\` allows, so option lists and literal types derive
// from the migrations instead of being copied (supabase types such columns as plain string or number).
export const CheckedValues = {
  ${checkedTables.map((t) => `${key(t)}: { ${(checked.get(t) ?? []).join(', ')} }`).join(',\n')}
} as const
`;
}

/** The helper types supabase gen types emits after Database, verbatim (postgres-meta's typescript template). */
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${key(SCHEMA)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

/** Formats as every other file of the repository (its .prettierrc). */
export async function formatDatabaseTypes(text: string): Promise<string> {
  const options = await prettier.resolveConfig(DATABASE_TYPES_FILE);
  return prettier.format(text, { ...options, parser: 'typescript' });
}

/** Applies the migrations to a fresh database and returns the formatted types file. */
export async function generateDatabaseTypes(opts: { migrationsDir?: string } = {}): Promise<string> {
  const catalog = await withMigratedDatabase(readCatalog, opts);
  return formatDatabaseTypes(renderDatabaseTypes(catalog));
}
