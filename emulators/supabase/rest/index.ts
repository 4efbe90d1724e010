// The /rest/v1 router: the subset of PostgREST that supabase-js uses, each request one transaction as the JWT's role.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import { applyCors } from '../cors';
import { runInOrder, type Claims, type Db, type QueryResult, type Statement } from '../db';
import { nestsTooDeep } from '../json-body';
import { claimsFromHeaders } from '../jwt';
import type { ProjectKeys } from '../project-keys';
import { SchemaCache, type Catalog, type Relation, type RoutineInfo } from './catalog';
import { buildEmbedded, type EmbedQuery } from './embed';
import { RestError, toRestError } from './errors';
import {
  FILTER_OPS,
  parseColumnList,
  parseCount,
  parseFilter,
  parseLogicTree,
  parseOrder,
  parsePrefer,
  parseRangeHeader,
  parseSelect,
  splitEmbedPath,
  type Condition,
  type OrderTerm,
  type Prefer,
  type SelectItem,
} from './parse';
import {
  checkColumns,
  chooseRoutine,
  ident,
  notEmbedded,
  orderSql,
  Params,
  routineSource,
  selectSql,
  tableSource,
  whereSql,
  type BodyMedia,
  type Source,
} from './sql';

/** Request bodies above this are refused with 413 before any parsing. */
export const REST_BODY_LIMIT = '1mb';

/** `[api] max_rows` in a new project's supabase/config.toml. */
export const DEFAULT_MAX_ROWS = 1000;

/** Query parameters that are not filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

type Media = 'json' | 'object' | 'csv';

interface Query {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset: number;
  /** Filters, order and windows on embedded resources, by path (`rel`, `rel.nested`). */
  embedded: Map<string, EmbedQuery>;
}

/** Whether a select embeds related rows, at the top or inside. */
function hasEmbeds(query: Query): boolean {
  return (
    query.select.some((i) => i.kind === 'embed') ||
    query.order.some((t) => t.relation !== undefined) ||
    query.embedded.size > 0
  );
}

interface Outcome {
  status: number;
  /** JSON (or CSV) text; undefined answers without a body. */
  body?: string;
  headers: Record<string, string>;
}

/**
 * What a request runs: every statement is known before its transaction opens (as with PostgREST, whose
 * request is one statement), so the stand-in sends them in one round trip, then shapes their results.
 */
interface Plan {
  readOnly: boolean;
  statements: Statement[];
  finish(results: QueryResult[]): Outcome;
}

/** A plan of one statement, finished from that statement's result. */
function single(readOnly: boolean, statement: Statement, finish: (result: QueryResult) => Outcome): Plan {
  return {
    readOnly,
    statements: [statement],
    finish: (results) => finish(results[0] ?? { rows: [], rowCount: 0, fields: [] }),
  };
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** PostgREST's content negotiation for the media types supabase-js asks for. */
function negotiate(accept: string | undefined): { media: Media; stripNulls: boolean } {
  if (!accept) return { media: 'json', stripNulls: false };
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { media: 'object', stripNulls };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { media: 'json', stripNulls };
    }
    if (type === 'text/csv') return { media: 'csv', stripNulls: false };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function checkProfile(headers: IncomingHttpHeaders): void {
  const profile = firstHeader(headers['accept-profile']) ?? firstHeader(headers['content-profile']);
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', {
      details: `Requested schema: ${profile}`,
    });
  }
}

/** Reads the query string into select/filters/order/limit/offset; `skip` names function arguments. */
function parseQuery(ctx: Ctx, skip: Set<string> = new Set()): Query {
  const query: Query = { select: [{ kind: 'star' }], conditions: [], order: [], offset: 0, embedded: new Map() };
  const url = ctx.url;
  for (const [key, value] of url.searchParams) {
    if (skip.has(key)) continue;
    const { path, rest } = key.includes('.') ? splitEmbedPath(key) : { path: [], rest: key };
    if (path.length > 0) {
      // `rel.not.or` is the logic tree `not.or` on rel.
      const negated = path[path.length - 1] === 'not' && (rest === 'or' || rest === 'and');
      const embedPath = negated ? path.slice(0, -1) : path;
      const name = negated ? `not.${rest}` : rest;
      if (embedPath.length > 0) {
        const id = embedPath.join('.');
        const sub = query.embedded.get(id) ?? { conditions: [], order: [], offset: 0 };
        query.embedded.set(id, sub);
        if (name === 'order') sub.order = parseOrder(value);
        else if (name === 'limit') sub.limit = parseCount('limit', value);
        else if (name === 'offset') sub.offset = parseCount('offset', value);
        else if (/^(not\.)?(and|or)$/.test(name)) sub.conditions.push(parseLogicTree(name, value));
        else sub.conditions.push(parseFilter(name, value));
        continue;
      }
    }
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (RESERVED.has(key)) continue;
    else if (/^(not\.)?(and|or)$/.test(key)) query.conditions.push(parseLogicTree(key, value));
    else query.conditions.push(parseFilter(key, value));
  }
  const range = parseRangeHeader(firstHeader(ctx.headers.range));
  if (range && !url.searchParams.has('offset') && !url.searchParams.has('limit')) {
    query.offset = range.offset;
    if (range.limit !== undefined) query.limit = range.limit;
  }
  return query;
}

/** Decodes bodies as PostgREST reads them: UTF-8, with bytes that are not UTF-8 refused rather than replaced. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * PostgREST reads every body as UTF-8. A body declared in another charset would be read as text the
 * client did not mean, so it is refused in the shape PostgREST gives a Content-Type it cannot take.
 */
function checkCharset(ctx: Ctx): void {
  const type = firstHeader(ctx.headers['content-type']) ?? '';
  const charset = CHARSET.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${type}`);
  }
}

function decodeUtf8(bytes: Buffer): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function parseBody(ctx: Ctx): unknown {
  if (!ctx.body || ctx.body.length === 0) return undefined;
  checkCharset(ctx);
  const raw = decodeUtf8(ctx.body);
  if (raw.trim() === '') return undefined;
  if (nestsTooDeep(ctx.body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * PostgREST's CSV: a header of the first row's keys, then each row as PostgreSQL's record text without
 * its parentheses (so quoting, arrays, booleans and jsonb are PostgreSQL's own, duplicate names kept).
 */
const CSV_BODY = `(select coalesce(string_agg(_k, ','), '') from json_object_keys(json_agg(_r) -> 0) as _k) || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`;

/** Wraps a row-producing query so PostgreSQL itself renders the JSON (or CSV), as PostgREST does. */
function aggregate(
  inner: string,
  shape: { media: Media; stripNulls: boolean },
  extra?: string,
  agg = 'json_agg(_r)',
): string {
  const json = `coalesce(${shape.stripNulls ? `json_strip_nulls(${agg})` : agg}, '[]')::text`;
  const body = shape.media === 'csv' ? CSV_BODY : json;
  return `select ${body} as body, count(*)::int as n${extra ? `, ${extra}` : ''} from (${inner}) _r`;
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return n === 0 ? `*/${size}` : `${offset}-${offset + n - 1}/${size}`;
}

/** PGRST116: one object was asked for and the result has some other number of rows. */
function singularityError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${n} rows`,
  });
}

/** Shapes rows (JSON array text, or CSV text when CSV was asked for) into the answer the Accept header asked for. */
function render(json: string, n: number, media: Media, status: number, headers: Record<string, string>): Outcome {
  if (media === 'object') {
    if (n !== 1) throw singularityError(n);
    const rows = JSON.parse(json) as unknown[];
    return {
      status,
      body: JSON.stringify(rows[0]),
      headers: { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    };
  }
  if (media === 'csv')
    return { status, body: json, headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } };
  return { status, body: json, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } };
}

/** The preferences an answer reports, besides tx and handling which every answer reports when asked. */
type Reported = 'resolution' | 'missing' | 'return' | 'count' | 'max-affected';

/** PostgREST's Preference-Applied: what was honoured, in PostgREST's order. */
function preferenceApplied(prefer: Prefer, reported: readonly Reported[]): Record<string, string> {
  const has = (kind: Reported): boolean => reported.includes(kind);
  const applied = [
    has('resolution') && prefer.resolution && `resolution=${prefer.resolution}`,
    has('missing') && prefer.missing && `missing=${prefer.missing}`,
    has('return') && prefer.return && `return=${prefer.return}`,
    has('count') && prefer.count && `count=${prefer.count}`,
    prefer.tx && `tx=${prefer.tx}`,
    prefer.handling && `handling=${prefer.handling}`,
    has('max-affected') &&
      prefer.handling === 'strict' &&
      prefer.maxAffected !== undefined &&
      `max-affected=${prefer.maxAffected}`,
  ].filter(Boolean);
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}

/** PGRST124: with handling=strict, a write or call affecting more rows than max-affected is refused (and rolled back). */
function checkMaxAffected(prefer: Prefer, n: number): void {
  if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && n > prefer.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', {
      details: `The query affects ${n} rows`,
    });
  }
}

interface Ctx {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The raw request body; undefined when the request has none. */
  body: Buffer | undefined;
  prefer: Prefer;
  media: Media;
  stripNulls: boolean;
  /** PostgREST's max-rows: the most rows a read returns; undefined for no cap. */
  maxRows: number | undefined;
}

/** The rows a read may return: the limit asked for, capped at max_rows as PostgREST caps it. */
function cappedLimit(ctx: Ctx, query: Query): number | undefined {
  if (ctx.maxRows === undefined) return query.limit;
  return query.limit === undefined ? ctx.maxRows : Math.min(query.limit, ctx.maxRows);
}

/**
 * GET/HEAD on a table or on a set-returning function (or POST on the latter, which may write). A
 * function's rows are taken once into a CTE when they are also counted, so it runs once.
 */
function readRows(
  ctx: Ctx,
  source: Source,
  query: Query,
  params = new Params(),
  readOnly = true,
  isCall = false,
): Plan {
  const counted = ctx.prefer.count !== undefined;
  const from = isCall && counted ? `_f as ${source.alias}` : source.from;
  const select = selectSql(source, query.select, params);
  const where = whereSql(source, query.conditions, params);
  const order = orderSql(source, query.order, params);
  const cap = cappedLimit(ctx, query);
  const limit = cap !== undefined ? ` limit ${cap}` : '';
  const offset = query.offset > 0 ? ` offset ${query.offset}` : '';
  const inner = `select ${select} from ${from}${where}${order}${limit}${offset}`;
  const estimate = counted && !isCall && ctx.prefer.count !== 'exact' ? planStatement(source, query) : undefined;
  // PostgREST counts `estimated` exactly only up to max_rows + 1, then asks the planner.
  const bound =
    estimate && ctx.prefer.count === 'estimated' && ctx.maxRows !== undefined ? ` limit ${ctx.maxRows + 1}` : '';
  const exact = counted && !(estimate && ctx.prefer.count === 'planned');
  const total = exact ? `(select count(*) from (select 1 from ${from}${where}${bound}) _c)::int as total` : undefined;
  const rows = aggregate(inner, ctx, total);
  const text =
    isCall && counted ? `with _f as materialized (select ${source.alias}.* from ${source.from}) ${rows}` : rows;
  return {
    readOnly,
    statements: [{ text, values: params.values }, ...(estimate ? [estimate] : [])],
    finish: (results) => {
      const row = (results[0]?.rows[0] as { body: string; n: number; total?: number } | undefined) ?? {
        body: '[]',
        n: 0,
      };
      if (isCall) checkMaxAffected(ctx.prefer, row.n);
      const total = results[1] ? countTotal(ctx, row.total ?? 0, results[1]) : row.total;
      const partial = total !== undefined && (query.offset > 0 || query.offset + row.n < total);
      return render(row.body, row.n, ctx.media, partial ? 206 : 200, {
        'Content-Range': contentRange(query.offset, row.n, total),
        ...preferenceApplied(ctx.prefer, isCall ? ['count', 'max-affected'] : ['count']),
      });
    },
  };
}

/** EXPLAIN of PostgREST's count query for a read (`select 1` with its filters), for planned and estimated counts. */
function planStatement(source: Source, query: Query): Statement {
  const params = new Params();
  const where = whereSql(source, query.conditions, params);
  return { text: `explain (format json) select 1 from ${source.from}${where}`, values: params.values };
}

/** The total PostgREST reports: planned is the planner's estimate; estimated is exact up to max_rows, then the larger. */
function countTotal(ctx: Ctx, exact: number, explained: QueryResult): number {
  const plan = Object.values(explained.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  const planned = parsed[0].Plan['Plan Rows'];
  if (ctx.prefer.count === 'planned') return planned;
  return ctx.maxRows === undefined || exact > ctx.maxRows ? Math.max(exact, planned) : exact;
}

/** Embedded filters, orders or windows without embedding are refused (PGRST108), as PostgREST refuses them. */
function refuseStrayEmbeds(query: Query): void {
  const [first] = query.embedded.keys();
  if (first !== undefined) throw notEmbedded(first.split('.')[0] ?? first);
}

/** A read of a table with embedded resources: one statement, its subqueries running as the caller. */
function readEmbedded(ctx: Ctx, catalog: Catalog, rel: Relation, query: Query): Plan {
  const params = new Params();
  const built = buildEmbedded({
    catalog,
    rel,
    select: query.select,
    conditions: query.conditions,
    order: query.order,
    embedded: query.embedded,
    params,
    maxRows: ctx.maxRows,
  });
  const cap = cappedLimit(ctx, query);
  const window = `${cap !== undefined ? ` limit ${cap}` : ''}${query.offset > 0 ? ` offset ${query.offset}` : ''}`;
  const inner = `select ${built.select} from ${built.from}${built.where}${built.order}${window}`;
  const total = ctx.prefer.count ? `(select count(*) from ${built.from}${built.where})::int as total` : undefined;
  const text = aggregate(inner, ctx, total);
  return single(true, { text, values: params.values }, (result) => {
    const row = (result.rows[0] as { body: string; n: number; total?: number } | undefined) ?? { body: '[]', n: 0 };
    const partial = row.total !== undefined && (query.offset > 0 || query.offset + row.n < row.total);
    return render(row.body, row.n, ctx.media, partial ? 206 : 200, {
      'Content-Range': contentRange(query.offset, row.n, row.total),
      ...preferenceApplied(ctx.prefer, ['count']),
    });
  });
}

interface Written {
  json: string;
  n: number;
  /** Rows inserted rather than merged, when an upsert counts them. */
  inserted?: number;
}

/**
 * A write; with return=representation its result renders the RETURNING rows, else it only counts them.
 * An upsert that merges also counts the rows it inserted (xmax = 0), since PostgREST answers 200
 * instead of 201 when it inserted none; the written rows then go through a CTE that carries that flag.
 */
function writeRows(
  ctx: Ctx,
  statement: (returning: string) => string,
  params: Params,
  source: Source,
  select: SelectItem[],
  countInserted = false,
): { statement: Statement; written(result: QueryResult): Written } {
  const representation = ctx.prefer.return === 'representation' || ctx.media === 'object';
  type Row = { body?: string; n: number; inserted?: number };
  const written = (result: QueryResult): Written => {
    const row = result.rows[0] as Row | undefined;
    return {
      json: row?.body ?? '[]',
      n: row?.n ?? 0,
      ...(row?.inserted !== undefined ? { inserted: row.inserted } : {}),
    };
  };
  if (countInserted) {
    const flagged = statement(` returning ${representation ? '_src.*, ' : ''}(_src.xmax = 0) as pgrst_inserted`);
    const inserted = '(select count(*) from _w where pgrst_inserted)::int as inserted';
    const rows = representation
      ? aggregate(
          `select ${selectSql({ ...source, expandStar: true, from: '_w as _src' }, select, params)} from _w as _src`,
          ctx,
          inserted,
        )
      : `select count(*)::int as n, ${inserted} from _w`;
    return { statement: { text: `with _w as (${flagged}) ${rows}`, values: params.values }, written };
  }
  if (representation) {
    const returning = ` returning ${selectSql(source, select, params)}`;
    const text = `with _w as (${statement(returning)}) ${aggregate('select * from _w', ctx)}`;
    return { statement: { text, values: params.values }, written };
  }
  return {
    statement: { text: statement(''), values: params.values },
    written: (result) => ({ json: '[]', n: result.rowCount }),
  };
}

/** How PostgREST answers each kind of write. */
type WriteKind = 'insert' | 'put' | 'update' | 'delete';

const REPORTED: Record<WriteKind, readonly Reported[]> = {
  insert: ['resolution', 'missing', 'return', 'count'],
  put: ['return', 'count'],
  update: ['missing', 'return', 'count', 'max-affected'],
  delete: ['return', 'count', 'max-affected'],
};

function finishWrite(
  ctx: Ctx,
  kind: WriteKind,
  written: Written,
  okStatus: number,
  reported = REPORTED[kind],
): Outcome {
  const { prefer } = ctx;
  if (kind !== 'insert') checkMaxAffected(prefer, written.n);
  const total = prefer.count ? String(written.n) : '*';
  // An update reports the rows it changed as a range; inserts and deletes report only the total.
  const range = kind === 'update' && written.n > 0 ? `0-${written.n - 1}/${total}` : `*/${total}`;
  // PUT answers without Content-Range, as PostgREST's single-row upsert does.
  const headers = { ...(kind === 'put' ? {} : { 'Content-Range': range }), ...preferenceApplied(prefer, reported) };
  if (ctx.media === 'object' && written.n !== 1) throw singularityError(written.n);
  if (prefer.return !== 'representation') return { status: kind === 'insert' ? okStatus : 204, headers };
  return render(written.json, written.n, ctx.media, okStatus, headers);
}

/** PUT's conditions: the primary key, each column once with eq, from the query string. */
function putKey(rel: Relation, query: Query): Map<string, string> {
  const key = new Map<string, string>();
  for (const c of query.conditions) {
    if (
      c.kind !== 'filter' ||
      c.op !== 'eq' ||
      c.negate ||
      c.quantifier ||
      c.field.jsonPath.length > 0 ||
      key.has(c.field.column)
    ) {
      key.clear();
      break;
    }
    key.set(c.field.column, c.value as string);
  }
  const exact =
    rel.primaryKey.length > 0 && key.size === rel.primaryKey.length && rel.primaryKey.every((k) => key.has(k));
  if (!exact)
    throw new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  return key;
}

/** The rows of `payload` with each missing column set to its default, as PostgREST's missing=default fills them. */
function withColumnDefaults(rel: Relation, columns: string[], payload: string): string {
  const defaults = columns.flatMap((c) => {
    const expression = rel.columns.get(c)?.default;
    return expression === undefined ? [] : [`'${c.replace(/'/g, "''")}', ${expression}`];
  });
  return `(select json_agg(jsonb_build_object(${defaults.join(', ')}) || _e) from jsonb_array_elements(${payload}::jsonb) _e)`;
}

/** POST (insert or upsert) and PUT (the upsert of one row named by its primary key). */
function insertRows(ctx: Ctx, rel: Relation, body: unknown, put = false): Plan {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const url = ctx.url;
  const explicit = url.searchParams.get('columns');
  const query = parseQuery(ctx);
  refuseStrayEmbeds(query);
  const source = tableSource(rel);
  const onConflictParam = url.searchParams.get('on_conflict');
  const conflictColumns = onConflictParam ? parseColumnList(onConflictParam) : rel.primaryKey;
  checkColumns(rel, conflictColumns);
  let key: Map<string, string> | undefined;
  if (put) {
    if (rows.length !== 1)
      throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    if (url.searchParams.has('limit') || url.searchParams.has('offset')) {
      throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
    }
    key = putKey(rel, query);
  }
  // PostgREST resolves conflicts only on a primary key or the on_conflict columns; PUT always merges.
  const resolution = put ? 'merge-duplicates' : conflictColumns.length > 0 ? ctx.prefer.resolution : undefined;
  const countInserted = resolution === 'merge-duplicates';

  // Every row gets every column (the `columns` parameter, else all keys); a missing key is null, or with
  // missing=default the column's default, which a merge then writes over the stored value as PostgREST does.
  const allowed = explicit ? parseColumnList(explicit) : undefined;
  const columns = allowed ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  checkColumns(rel, columns);
  const params = new Params();
  const table = `public.${ident(rel.name)}`;
  const cols = columns.map(ident).join(', ');
  const target = conflictColumns.map(ident).join(', ');
  // A merge sets every column sent, keys included, so a row sent with only its key still comes back.
  const conflict =
    resolution === 'ignore-duplicates'
      ? ` on conflict (${target}) do nothing`
      : resolution === 'merge-duplicates'
        ? ` on conflict (${target}) do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`
        : '';
  // PUT writes the row only when the body's key is the URL's; a mismatch writes nothing and is refused after.
  const matching = key
    ? ` where ${[...key].map(([column, value]) => `_b.${ident(column)} = ${params.add(value)}::text::${rel.columns.get(column)?.type ?? 'text'}`).join(' and ')}`
    : '';
  const payload = `${params.add(JSON.stringify(rows))}::json`;
  const rowsJson = ctx.prefer.missing === 'default' ? withColumnDefaults(rel, columns, payload) : payload;
  // Rows without any column take every default: one row per element of the payload.
  const statement = (returning: string): string =>
    columns.length === 0
      ? `insert into ${table} as _src select from json_array_elements(${payload})${returning}`
      : `insert into ${table} as _src (${cols}) select ${cols} from json_populate_recordset(null::${table}, ${rowsJson}) as _b${matching}${conflict}${returning}`;
  const write = writeRows(ctx, statement, params, source, query.select, countInserted);
  return single(false, write.statement, (result) => {
    const { json, n, inserted = n } = write.written(result);
    if (put) {
      if (n !== 1) throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
      return finishWrite(ctx, 'put', { json, n }, inserted > 0 ? 201 : 200);
    }
    const reported = resolution ? REPORTED.insert : REPORTED.insert.filter((r) => r !== 'resolution');
    // PostgREST answers 200 when a merging upsert inserted nothing, else 201.
    const status = resolution === 'merge-duplicates' && inserted === 0 ? 200 : 201;
    return finishWrite(ctx, 'insert', { json, n }, status, reported);
  });
}

function updateRows(ctx: Ctx, rel: Relation, body: unknown): Plan {
  if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = Object.keys(body);
  checkColumns(rel, columns);
  const query = parseQuery(ctx);
  refuseStrayEmbeds(query);
  const source = tableSource(rel);
  const params = new Params();
  const table = `public.${ident(rel.name)}`;
  if (columns.length === 0)
    return { readOnly: false, statements: [], finish: () => finishWrite(ctx, 'update', { json: '[]', n: 0 }, 200) };
  const payload = params.add(JSON.stringify(body));
  const where = whereSql(source, query.conditions, params);
  const sets = columns.map((c) => `${ident(c)} = _body.${ident(c)}`).join(', ');
  const statement = (returning: string): string =>
    `update ${table} as _src set ${sets} from json_populate_record(null::${table}, ${payload}::json) as _body${where}${returning}`;
  return writePlan(ctx, 'update', writeRows(ctx, statement, params, source, query.select));
}

/** An update or delete: one write, 200 with the rows asked for, else 204. */
function writePlan(ctx: Ctx, kind: WriteKind, write: ReturnType<typeof writeRows>): Plan {
  return single(false, write.statement, (result) => finishWrite(ctx, kind, write.written(result), 200));
}

function deleteRows(ctx: Ctx, rel: Relation): Plan {
  const query = parseQuery(ctx);
  refuseStrayEmbeds(query);
  const source = tableSource(rel);
  const params = new Params();
  const where = whereSql(source, query.conditions, params);
  const statement = (returning: string): string => `delete from public.${ident(rel.name)} as _src${where}${returning}`;
  return writePlan(ctx, 'delete', writeRows(ctx, statement, params, source, query.select));
}

function unknownTable(name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

/** Prepares a table request (catalog lookups happen here, outside the role's transaction). */
async function tablePlan(cache: SchemaCache, ctx: Ctx, name: string): Promise<Plan> {
  const rel = await cache.relation(name);
  if (!rel) throw unknownTable(name);
  const method = ctx.method;
  if (method === 'GET' || method === 'HEAD') {
    const query = parseQuery(ctx);
    if (hasEmbeds(query)) return readEmbedded(ctx, await cache.get(), rel, query);
    const source = tableSource(rel);
    return readRows(ctx, source, query);
  }
  if (method === 'POST') {
    const body = parseBody(ctx);
    if (body === undefined) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    return insertRows(ctx, rel, body);
  }
  if (method === 'PUT') {
    const body = parseBody(ctx);
    if (body === undefined) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    return insertRows(ctx, rel, body, true);
  }
  if (method === 'PATCH') return updateRows(ctx, rel, parseBody(ctx));
  if (method === 'DELETE') return deleteRows(ctx, rel);
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

const OPERATORS = new Set<string>(FILTER_OPS);

/**
 * PostgREST's split of a GET call's query string: a parameter is an argument unless it is reserved
 * (select, order, limit, …), names an embedded path (`a.b`) or its value starts with an operator.
 */
function isRpcArgument(key: string, value: string): boolean {
  const last = key.split('.').pop() ?? key;
  if (['select', 'columns', 'on_conflict'].includes(key) || ['order', 'limit', 'offset', 'and', 'or'].includes(last))
    return false;
  if (key.includes('.') || value === '') return false;
  const [first = '', second] = value.split('.');
  if (first === 'not' && second !== undefined) return false;
  if (first === 'is' || first === 'in' || OPERATORS.has(first)) return false;
  const paren = value.split('(');
  return !(paren.length > 1 && ['fts', 'plfts', 'phfts', 'wfts'].includes(paren[0] ?? ''));
}

/** The media types PostgREST passes whole to a function's single unnamed text, xml or bytea argument. */
const RAW_BODIES: Record<string, BodyMedia> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** A function call's arguments: named ones (query string or JSON object), and the payload bound for the call. */
function rpcArguments(ctx: Ctx): { post?: BodyMedia; args: Record<string, unknown>; payload: string } {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') {
    const args: Record<string, unknown> = {};
    for (const [key, value] of ctx.url.searchParams) if (isRpcArgument(key, value)) args[key] ??= value;
    return { args, payload: JSON.stringify(args) };
  }
  if (ctx.method !== 'POST') throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`);
  const type = (firstHeader(ctx.headers['content-type']) ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const raw = RAW_BODIES[type];
  if (raw) {
    const bytes = ctx.body ?? Buffer.alloc(0);
    return { post: raw, args: {}, payload: raw === 'bytea' ? bytes.toString('hex') : decodeUtf8(bytes) };
  }
  const body = parseBody(ctx) ?? {};
  if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Function arguments must be a JSON object');
  return { post: 'json', args: body, payload: JSON.stringify(body) };
}

/** PGRST128: with handling=strict, max-affected needs a function whose rows can be counted. */
function checkMaxAffectedCall(ctx: Ctx, routine: RoutineInfo): void {
  if (ctx.prefer.handling === 'strict' && ctx.prefer.maxAffected !== undefined && !routine.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
}

async function rpcPlan(cache: SchemaCache, ctx: Ctx, name: string): Promise<Plan> {
  const method = ctx.method;
  const candidates = await cache.routines(name);
  const { post, args, payload } = rpcArguments(ctx);
  const argNames = Object.keys(args);
  const chosen = chooseRoutine(name, candidates, argNames, post, await cache.routineNames());
  const { routine } = chosen;
  checkMaxAffectedCall(ctx, routine);
  const query = parseQuery(ctx, new Set(method === 'POST' ? [] : argNames));
  const params = new Params();
  const source = routineSource(chosen, argNames, payload, params);
  const readOnly = method === 'GET' || method === 'HEAD';
  const applied = preferenceApplied(ctx.prefer, ['count', 'max-affected']);
  // A function returning one value answers one row, counted as 1 when a count is asked for.
  const oneRow = { 'Content-Range': contentRange(0, 1, ctx.prefer.count ? 1 : undefined), ...applied };

  const bodyOf = (result: QueryResult): string =>
    (result.rows[0] as { body: string | null } | undefined)?.body ?? 'null';
  if (routine.isVoid) {
    return single(readOnly, { text: `select 1 from ${source.from}`, values: params.values }, () => ({
      status: 204,
      headers: applied,
    }));
  }
  if (!routine.resultColumns && routine.returnsSet) {
    // A set of scalars pages and counts like rows; the count is taken from the same single call.
    const cap = cappedLimit(ctx, query);
    const window = `${cap !== undefined ? ` limit ${cap}` : ''}${query.offset > 0 ? ` offset ${query.offset}` : ''}`;
    const rows = aggregate(
      `select _v as pgrst_scalar from _f${window}`,
      { media: ctx.media, stripNulls: false },
      '(select count(*) from _f)::int as total',
      'json_agg(_r.pgrst_scalar)',
    );
    const text = `with _f as materialized (select _src as _v from ${source.from}) ${rows}`;
    return single(readOnly, { text, values: params.values }, (result) => {
      const row = (result.rows[0] as { body: string; n: number; total: number } | undefined) ?? {
        body: '[]',
        n: 0,
        total: 0,
      };
      checkMaxAffected(ctx.prefer, row.n);
      const total = ctx.prefer.count ? row.total : undefined;
      const partial = total !== undefined && (query.offset > 0 || query.offset + row.n < total);
      return render(row.body, row.n, ctx.media, partial ? 206 : 200, {
        'Content-Range': contentRange(query.offset, row.n, total),
        ...applied,
      });
    });
  }
  if (!routine.resultColumns) {
    const text = `select to_json(_src)::text as body from ${source.from}`;
    return single(readOnly, { text, values: params.values }, (result) => ({
      status: 200,
      body: bodyOf(result),
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...oneRow },
    }));
  }
  if (!routine.returnsSet) {
    const select = selectSql(source, query.select, params);
    const text = `select to_json(_r)::text as body from (select ${select} from ${source.from}) _r`;
    return single(readOnly, { text, values: params.values }, (result) => ({
      status: 200,
      body: bodyOf(result),
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...oneRow },
    }));
  }
  // Set-returning functions take the same select/filter/order/limit grammar as tables.
  return readRows(ctx, source, query, params, readOnly, true);
}

function send(res: ServerResponse, method: string, outcome: Outcome): void {
  res.statusCode = outcome.status;
  for (const [k, v] of Object.entries(outcome.headers)) res.setHeader(k, v);
  if (outcome.body === undefined || method === 'HEAD' || outcome.status === 204) {
    res.end();
    return;
  }
  // The body as it is, with no ETag (PostgREST sends none): a hostel's room list is the hottest read of a selection burst.
  res.setHeader('Content-Length', Buffer.byteLength(outcome.body, 'utf8'));
  res.end(outcome.body, 'utf8');
}

function sendError(res: ServerResponse, error: RestError): void {
  for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v);
  const body = JSON.stringify(error.body());
  res.statusCode = error.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body, 'utf8'));
  res.end(body, 'utf8');
}

/** Where /rest/v1 requests go (mounted at the server's root, ahead of the rest of the stand-in). */
const REST_PREFIX = '/rest/v1';

/** A table or a function the request names. */
interface Named {
  kind: 'table' | 'rpc';
  name: string;
}

type Target = Named | { kind: 'root' } | { kind: 'unknown' };

/** `/rest/v1/<table>` or `/rest/v1/rpc/<function>` (one trailing slash allowed), names percent-decoded. */
function route(url: string): Target {
  const queryAt = url.indexOf('?');
  const segments = (queryAt === -1 ? url : url.slice(0, queryAt))
    .slice(REST_PREFIX.length)
    .replace(/\/$/, '')
    .split('/')
    .slice(1);
  let names: string[];
  try {
    names = segments.map(decodeURIComponent);
  } catch {
    throw new RestError(400, 'PGRST100', 'failed to parse path', {
      details: 'The path is not valid percent-encoded UTF-8',
    });
  }
  const [first, second] = names;
  if (first === undefined) return { kind: 'root' };
  if (names.length === 1 && first !== '') return { kind: 'table', name: first };
  if (names.length === 2 && first.toLowerCase() === 'rpc' && second) return { kind: 'rpc', name: second };
  return { kind: 'unknown' };
}

/** Whether a request URL belongs to /rest/v1. */
export function isRestUrl(url: string): boolean {
  return (
    url.startsWith(REST_PREFIX) &&
    (url.length === REST_PREFIX.length || url[REST_PREFIX.length] === '/' || url[REST_PREFIX.length] === '?')
  );
}

/** Carries a finished answer out of a transaction that must roll back (Prefer: tx=rollback). */
class RolledBack extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super('rolled back as the request preferred');
    this.outcome = outcome;
  }
}

/**
 * Runs a plan in one round trip, unless its answer can still refuse a write (one object asked for, or
 * max-affected with handling=strict) or the write is to be rolled back: that is decided before the
 * transaction ends, so a refused write is rolled back, as in PostgREST.
 */
async function execute(db: Db, claims: Claims, ctx: Ctx, plan: Plan): Promise<Outcome> {
  if (plan.statements.length === 0) return plan.finish([]);
  const { prefer } = ctx;
  const strictLimit = prefer.handling === 'strict' && prefer.maxAffected !== undefined;
  if (!plan.readOnly && (ctx.media === 'object' || strictLimit || prefer.tx === 'rollback')) {
    try {
      return await db.asRole(claims, async (sql) => {
        const outcome = plan.finish(await runInOrder(sql, plan.statements));
        if (prefer.tx === 'rollback') throw new RolledBack(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.outcome;
      throw error;
    }
  }
  return plan.finish(await db.batchAsRole(claims, plan.statements, { readOnly: plan.readOnly }));
}

/** PGRST122: with handling=strict, a preference PostgREST does not recognise refuses the request. */
function checkStrict(prefer: Prefer): void {
  if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${prefer.invalid.join(', ')}`,
    });
  }
}

/** Serves one request: claims, plan (with one schema reload if a name is unknown), then one transaction. */
async function serve(
  db: Db,
  cache: SchemaCache,
  keys: ProjectKeys,
  maxRows: number | undefined,
  req: IncomingMessage,
  body: Buffer | undefined,
  res: ServerResponse,
  target: Named,
): Promise<void> {
  let claims: Claims | undefined;
  try {
    claims = claimsFromHeaders(req.headers, keys);
    checkProfile(req.headers);
    const { media, stripNulls } = negotiate(firstHeader(req.headers.accept));
    const ctx: Ctx = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://local'),
      headers: req.headers,
      body,
      prefer: parsePrefer(req.headers.prefer),
      media,
      stripNulls,
      maxRows,
    };
    const makePlan = (): Promise<Plan> =>
      target.kind === 'table' ? tablePlan(cache, ctx, target.name) : rpcPlan(cache, ctx, target.name);
    const plan = await makePlan().catch(async (error: unknown) => {
      // A column added since the cache was loaded: reload once, then decide.
      if (error instanceof RestError && (error.code === '42703' || error.code === 'PGRST204')) {
        await cache.reload();
        return makePlan();
      }
      throw error;
    });
    checkStrict(ctx.prefer);
    send(res, ctx.method, await execute(db, claims, ctx, plan));
  } catch (error) {
    sendError(res, toRestError(error, claims?.role ?? 'anon'));
  }
}

/**
 * The /rest/v1 handler, served by plain node:http rather than Express: a room by id is the hottest
 * request of a selection window, and Express's routing and response helpers were a tenth of its cost.
 * The body is read with Express's own raw parser, so limits and encodings behave as elsewhere.
 */
export function createRestHandler(opts: {
  db: Db;
  keys: ProjectKeys;
  /** `[api] max_rows` of supabase/config.toml: the most rows a read returns (default 1000, as the CLI sets). */
  maxRows?: number;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { db, keys } = opts;
  const maxRows = opts.maxRows ?? DEFAULT_MAX_ROWS;
  const cache = new SchemaCache(db);
  const readBody = express.raw({ type: () => true, limit: REST_BODY_LIMIT });
  // Hosted Supabase compresses what clients accept; a hostel's room list shrinks about tenfold. The
  // middleware only touches headers, method and the response's write/end, so plain node:http suits it.
  const compress = compression({ threshold: 1024 }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  return (req, res) => {
    if (applyCors(req, res)) return;
    let target: Target;
    try {
      target = route(req.url ?? REST_PREFIX);
    } catch (error) {
      sendError(res, toRestError(error, 'anon'));
      return;
    }
    if (target.kind === 'root') {
      sendError(
        res,
        new RestError(404, 'PGRST125', 'The OpenAPI root is not served by the local stand-in; name a table'),
      );
      return;
    }
    if (target.kind === 'unknown') {
      sendError(res, new RestError(404, 'PGRST125', 'Invalid path specified in request URL'));
      return;
    }
    readBody(req, res, (error?: unknown) => {
      if (error !== undefined) {
        sendError(res, bodyError(error));
        return;
      }
      const body = (req as IncomingMessage & { body?: unknown }).body;
      const run = (): void =>
        void serve(db, cache, keys, maxRows, req, Buffer.isBuffer(body) ? body : undefined, res, target);
      if (req.headers['accept-encoding']) compress(req, res, run);
      else run();
    });
  };
}

/** Body-reading failures (too large, bad encoding, aborted) in PostgREST's shape. */
function bodyError(error: unknown): RestError {
  const status = (error as { status?: unknown }).status;
  if ((error as { type?: unknown }).type === 'entity.too.large') {
    return new RestError(413, 'PGRST413', `Request body exceeds the ${REST_BODY_LIMIT} limit`);
  }
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new RestError(status, 'PGRST102', 'Empty or invalid body');
  return new RestError(500, 'PGRST000', 'Internal error while serving the request');
}
