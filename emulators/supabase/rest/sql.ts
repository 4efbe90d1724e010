// Turns parsed PostgREST requests into SQL: identifiers checked against the schema cache, every value a bound parameter.
import type { Column, Relation, RoutineInfo } from './catalog';
import { RestError } from './errors';
import { fuzzyBest } from './hints';
import type { Condition, FieldRef, Filter, OrderTerm, SelectItem } from './parse';

/** Collects bound parameters; add() returns the placeholder to write into the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes an identifier. Only names already found in the catalog reach this. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** What a query reads from: a table/view or a function call, aliased `_src` at the top and `_e<n>` when embedded. */
export interface Source {
  /** For messages: `hostel_room` or `fn`. */
  label: string;
  /** The FROM item's alias, which column references are qualified with. */
  alias: string;
  columns: Map<string, Column>;
  /** Whether `*` lists the columns by name: a CTE of written rows carries an extra column to leave out. */
  expandStar?: boolean;
  /** The FROM item, e.g. `public."t" as _src`. */
  from: string;
}

export function tableSource(rel: Relation, alias = '_src'): Source {
  return { label: rel.name, alias, columns: rel.columns, from: `public.${ident(rel.name)} as ${alias}` };
}

function unknownColumn(source: Source, column: string): RestError {
  return new RestError(400, '42703', `column ${source.label}.${column} does not exist`);
}

/** The SQL expression of a field and the type its values are compared as. */
export function fieldSql(source: Source, field: FieldRef, params: Params): { sql: string; type: string } {
  const column = source.columns.get(field.column);
  if (!column) throw unknownColumn(source, field.column);
  let sql = `${source.alias}.${ident(column.name)}`;
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.op}${key})`;
  }
  const last = field.jsonPath[field.jsonPath.length - 1];
  const type = !last ? column.type : last.op === '->>' ? 'text' : column.type;
  return { sql, type };
}

/** Binds a value and converts it in SQL (text → column type), so bad input is a 22xxx error, never SQL. */
function typed(params: Params, value: string, type: string): string {
  return `${params.add(value)}::text::${type}`;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // As PostgREST maps them: nxr "does not extend to the right" is &<, nxl "does not extend to the left" is &>.
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function filterSql(source: Source, filter: Filter, params: Params): string {
  const field = fieldSql(source, filter.field, params);
  const textual = ['like', 'ilike', 'match', 'imatch'].includes(filter.op);
  // Patterns compare as text whatever the column type; PostgREST's `*` is SQL's `%`.
  const left = textual ? `${field.sql}::text` : field.sql;
  const valueType = textual ? 'text' : field.type;
  const pattern = (v: string): string => (filter.op === 'like' || filter.op === 'ilike' ? v.replace(/\*/g, '%') : v);
  let sql: string;
  if (filter.op === 'in') {
    const values = filter.value as string[];
    sql =
      values.length === 0
        ? 'false'
        : `${left} = any(array[${values.map((v) => typed(params, v, valueType)).join(', ')}])`;
  } else if (filter.op === 'is') {
    const word = filter.value as string;
    sql = word === 'not_null' ? `${left} is not null` : `${left} is ${word}`;
  } else if (filter.op === 'isdistinct') {
    sql = `${left} is distinct from ${typed(params, filter.value as string, valueType)}`;
  } else if (filter.op in TSQUERY) {
    const config = filter.config ? `${params.add(filter.config)}::text::regconfig, ` : '';
    const vector = field.type === 'tsvector' ? field.sql : `to_tsvector(${config}${field.sql}::text)`;
    sql = `${vector} @@ ${TSQUERY[filter.op] ?? 'to_tsquery'}(${config}${params.add(filter.value)}::text)`;
  } else {
    const operator = COMPARISON[filter.op] ?? '=';
    if (filter.quantifier) {
      const values = (filter.value as string[]).map((v) => typed(params, pattern(v), valueType));
      const list = values.length === 0 ? `array[]::${valueType}[]` : `array[${values.join(', ')}]`;
      sql = `${left} ${operator} ${filter.quantifier}(${list})`;
    } else {
      sql = `${left} ${operator} ${typed(params, pattern(filter.value as string), valueType)}`;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function conditionSql(source: Source, condition: Condition, params: Params): string {
  if (condition.kind === 'filter') return filterSql(source, condition, params);
  const joined = condition.children.map((c) => `(${conditionSql(source, c, params)})`).join(` ${condition.kind} `);
  return condition.negate ? `not (${joined})` : `(${joined})`;
}

export function whereSql(source: Source, conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((c) => `(${conditionSql(source, c, params)})`).join(' and ')}`;
}

/** PGRST108: a query parameter names an embedded resource the select does not embed. */
export function notEmbedded(name: string): RestError {
  return new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, {
    hint: `Verify that '${name}' is included in the 'select' query parameter.`,
  });
}

export function selectSql(source: Source, items: SelectItem[], params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'embed') {
        // Embedding is built for reads of tables; on writes and function results it is not emulated.
        throw new RestError(400, 'PGRST127', 'Feature not implemented', {
          details: 'Embedded resources on writes and function results are not emulated by the local stand-in',
        });
      }
      if (item.kind === 'star') {
        if (!source.expandStar) return `${source.alias}.*`;
        return [...source.columns.keys()].map((c) => `${source.alias}.${ident(c)}`).join(', ');
      }
      const field = fieldSql(source, item.field, params);
      const last = item.field.jsonPath[item.field.jsonPath.length - 1];
      const name = item.alias ?? (last ? last.key : item.field.column);
      const expr = item.cast ? `${field.sql}::${item.cast}` : field.sql;
      return `${expr} as ${ident(name)}`;
    })
    .join(', ');
}

export function orderSql(source: Source, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    if (t.relation !== undefined) throw notEmbedded(t.relation);
    const field = fieldSql(source, t.field, params);
    return `${field.sql}${t.direction ? ` ${t.direction}` : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}

/** Checks that every name is a column of the relation (PGRST204 for bodies, as PostgREST answers). */
export function checkColumns(rel: Relation, names: string[]): void {
  for (const name of names) {
    if (!rel.columns.has(name)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${rel.name}' in the schema cache`);
    }
  }
}

/** What a POST body to a function is read as, by its Content-Type: JSON, or text, xml or bytes passed whole. */
export type BodyMedia = 'json' | 'text' | 'xml' | 'bytea';

/** The types a single unnamed argument takes a body of each media type as (PostgREST's hasSingleUnnamedParam). */
const BODY_ARG_TYPES: Record<BodyMedia, readonly string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

/** The routine chosen for a call: named arguments, or the whole body as its single unnamed argument. */
export interface Chosen {
  routine: RoutineInfo;
  /** Whether the request body is passed whole as the one unnamed argument. */
  wholeBody: boolean;
}

/** Whether a routine takes exactly these argument names: every required one, and optional ones only besides. */
function takes(routine: RoutineInfo, argNames: ReadonlySet<string>): boolean {
  const required = routine.args.slice(0, routine.args.length - routine.defaults).map((a) => a.name);
  const known = new Set(routine.args.map((a) => a.name));
  return [...argNames].every((n) => known.has(n)) && required.every((n) => argNames.has(n));
}

function signature(routine: RoutineInfo): string {
  return `public.${routine.name}(${routine.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

/** Whether a routine's only argument is unnamed: PostgREST then passes it the whole body. */
function takesWholeBody(routine: RoutineInfo): boolean {
  return routine.args.length === 1 && routine.args[0]?.name === '';
}

/**
 * Picks the overload of a function matching the argument names, as PostgREST's findProc does: one
 * match is called; none falls back to a function with one unnamed argument of the body's type (POST
 * only); several are ambiguous (300 PGRST203); nothing at all is 404 PGRST202.
 */
export function chooseRoutine(
  name: string,
  candidates: RoutineInfo[],
  argNames: string[],
  post: BodyMedia | undefined,
  allNames: readonly string[],
): Chosen {
  const keys = new Set(argNames);
  // A raw (non-JSON) body never calls a function without parameters.
  const raw = post !== undefined && post !== 'json';
  const matching = candidates.filter((r) => takes(r, keys) && !(raw && r.args.length === 0));
  const fallback = post
    ? candidates.filter((r) => takesWholeBody(r) && BODY_ARG_TYPES[post].includes(r.args[0]?.type ?? ''))
    : [];
  const found = matching.length > 0 ? matching : fallback;
  if (found.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${found.map(signature).join(', ')}`,
      {
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      },
    );
  }
  const [only] = found;
  if (only) return { routine: only, wholeBody: takesWholeBody(only) };
  throw noFunction(name, candidates, [...keys].sort(), post, allNames);
}

/** PGRST202 with PostgREST's message, details and "Perhaps you meant" hint. */
function noFunction(
  name: string,
  candidates: RoutineInfo[],
  sorted: string[],
  post: BodyMedia | undefined,
  allNames: readonly string[],
): RestError {
  const listed = sorted.join(', ');
  const withParams =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${listed}`;
  const asList = (names: string[]): string => `(${[...names].sort().join(', ')})`;
  const suggestion =
    candidates.length === 0
      ? fuzzyBest(allNames, name, 0.75)
      : fuzzyBest(
          candidates.map((r) => asList(r.args.map((a) => a.name))),
          asList(sorted),
        );
  const raw = post !== undefined && post !== 'json';
  const params = raw ? '' : sorted.length === 0 ? ' without parameters' : `(${listed})`;
  const searched = raw
    ? ` with a single unnamed ${post} parameter`
    : `${withParams}${post ? ' or with a single unnamed json/jsonb parameter' : ''}`;
  return new RestError(404, 'PGRST202', `Could not find the function public.${name}${params} in the schema cache`, {
    details: `Searched for the function public.${name}${searched}, but no matches were found in the schema cache.`,
    hint:
      suggestion === undefined
        ? null
        : `Perhaps you meant to call the function public.${candidates.length === 0 ? suggestion : `${name}${suggestion}`}`,
  });
}

/**
 * The FROM item calling a function with named arguments taken from the JSON object `payload`, or with
 * the whole body as its one unnamed argument (`payload` is then the body's text, or its bytes in hex).
 */
export function routineSource(chosen: Chosen, argNames: string[], payload: string, params: Params): Source {
  const { routine } = chosen;
  const columns = routine.resultColumns ?? new Map<string, Column>();
  const name = `public.${ident(routine.name)}`;
  if (chosen.wholeBody) {
    const type = routine.args[0]?.type ?? 'json';
    const arg = type === 'bytea' ? `decode(${params.add(payload)}::text, 'hex')` : `${params.add(payload)}::${type}`;
    return { label: routine.name, alias: '_src', columns, from: `${name}(${arg}) as _src` };
  }
  const args = routine.args.filter((a) => argNames.includes(a.name));
  const call = `${name}(${args.map((a) => `${ident(a.name)} => _args.${ident(a.name)}`).join(', ')})`;
  if (args.length === 0) return { label: routine.name, alias: '_src', columns, from: `${call} as _src` };
  const defs = args.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  return {
    label: routine.name,
    alias: '_src',
    columns,
    from: `(select * from json_to_record(${params.add(payload)}::json) as _a(${defs})) as _args cross join lateral ${call} as _src`,
  };
}
