// Parses PostgREST's query-string grammar (select, filters, logic trees, order, Prefer) into plain data; no SQL here.
import { parseError, RestError } from './errors';

export interface FieldRef {
  column: string;
  /** `data->a->>b`: each step's operator and key (a number is an array index). */
  jsonPath: { op: '->' | '->>'; key: string }[];
}

/** `alias:rel!hint!inner(...)` or `...rel(...)`: rows of a related table, found through a foreign key. */
export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem =
  { kind: 'star' } | { kind: 'field'; field: FieldRef; alias?: string; cast?: string } | EmbedItem;

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

const QUANTIFIABLE: readonly FilterOp[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'];
const FTS: readonly FilterOp[] = ['fts', 'plfts', 'phfts', 'wfts'];

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: FilterOp;
  /** `eq(any).{1,2}`: compare with any/all of a list. */
  quantifier?: 'any' | 'all';
  /** The operand: one value, or the list for `in` and quantified operators. */
  value: string | string[];
  /** Text-search configuration, `fts(english)`. */
  config?: string;
}

export interface LogicTree {
  kind: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  /** `order=rel(col)`: a column of a to-one embedded resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Preferences PostgREST does not recognise, as written; refused with handling=strict (PGRST122). */
  invalid: string[];
}

const NAME = /^[\p{L}_][\p{L}\p{N}_$]*/u;
const JSON_KEY = /^[\p{L}\p{N}_$]+/u;
const CAST = /^[a-z_][a-z0-9_]*(\[\])?$/i;

/** Reads a possibly quoted identifier at the start of `text`; returns it and the rest. */
function readName(text: string): { name: string; rest: string } | undefined {
  if (text.startsWith('"')) {
    const end = text.indexOf('"', 1);
    if (end <= 1) return undefined;
    return { name: text.slice(1, end), rest: text.slice(end + 1) };
  }
  const match = NAME.exec(text);
  if (!match) return undefined;
  return { name: match[0], rest: text.slice(match[0].length) };
}

/** Reads `column` or `column->key->>key` at the start of `text`. */
function readField(text: string): { field: FieldRef; rest: string } | undefined {
  const head = readName(text);
  if (!head) return undefined;
  const field: FieldRef = { column: head.name, jsonPath: [] };
  let rest = head.rest;
  while (rest.startsWith('->')) {
    const op = rest.startsWith('->>') ? '->>' : '->';
    rest = rest.slice(op.length);
    const quoted = rest.startsWith("'") ? /^'([^']*)'/.exec(rest) : JSON_KEY.exec(rest);
    if (!quoted) return undefined;
    field.jsonPath.push({ op, key: quoted[1] ?? quoted[0] });
    rest = rest.slice(quoted[0].length);
  }
  return { field, rest };
}

/** The whole of `text` as a field reference, or undefined when anything is left over. */
export function parseField(text: string): FieldRef | undefined {
  const read = readField(text);
  return read && read.rest === '' ? read.field : undefined;
}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quoted) {
      current += c;
      if (c === '\\' && i + 1 < text.length) {
        current += text[i + 1] ?? '';
        i++;
      } else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) return undefined;
    } else if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  if (quoted || depth !== 0) return undefined;
  parts.push(current);
  return parts;
}

/** `"a \"b\""` → `a "b"`; an unquoted value is returned unchanged. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

const AGGREGATE = /^(?:[^():]+:)?(?:count|(?:[^()]+)\.(?:count|sum|avg|max|min))\(\)(?:::[a-z_][a-z0-9_]*)?$/i;

/** Reads `[...][alias:]name[!hint][!inner|!left](inner)`; undefined when the part is not an embed. */
function parseEmbed(part: string, input: string): EmbedItem | undefined {
  const open = part.indexOf('(');
  if (open === -1 || !part.endsWith(')')) return undefined;
  let head = part.slice(0, open);
  const spread = head.startsWith('...');
  if (spread) head = head.slice(3);
  let alias: string | undefined;
  const first = readName(head);
  if (!first) throw parseError('select parameter', input, `unexpected "${part}": expecting a relation name`);
  let rest = first.rest;
  let relation = first.name;
  if (rest.startsWith(':') && !spread) {
    const named = readName(rest.slice(1));
    if (!named) throw parseError('select parameter', input, `unexpected "${part}": expecting a relation name`);
    alias = first.name;
    relation = named.name;
    rest = named.rest;
  }
  const marks: string[] = [];
  while (rest.startsWith('!')) {
    const mark = readName(rest.slice(1));
    if (!mark) throw parseError('select parameter', input, `unexpected "${rest}"`);
    marks.push(mark.name);
    rest = mark.rest;
  }
  if (rest !== '' || marks.length > 2) throw parseError('select parameter', input, `unexpected "${part}"`);
  const last = marks[marks.length - 1];
  const joinType = last === 'inner' || last === 'left' ? last : undefined;
  const hint = joinType ? (marks.length === 2 ? marks[0] : undefined) : marks.length === 1 ? marks[0] : undefined;
  if (joinType === undefined && marks.length === 2)
    throw parseError('select parameter', input, `unexpected "!${last ?? ''}"`);
  const inner = part.slice(open + 1, -1);
  return {
    kind: 'embed',
    relation,
    spread,
    select: inner === '' ? [] : parseSelect(inner),
    ...(alias ? { alias } : {}),
    ...(hint ? { hint } : {}),
    ...(joinType ? { joinType } : {}),
  };
}

export function parseSelect(input: string): SelectItem[] {
  if (input === '') return [{ kind: 'star' }];
  const parts = splitTopLevel(input);
  if (!parts) throw parseError('select parameter', input, 'unbalanced quotes or parentheses');
  return parts.map((part): SelectItem => {
    if (part === '*') return { kind: 'star' };
    // Aggregates are off on hosted Supabase (db-aggregates-enabled = false), so PostgREST refuses them.
    if (AGGREGATE.test(part)) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    const embed = parseEmbed(part, input);
    if (embed) return embed;
    if (part.includes('(')) throw parseError('select parameter', input, `unexpected "${part}"`);
    let alias: string | undefined;
    let rest = part;
    const aliased = readName(rest);
    if (aliased && aliased.rest.startsWith(':') && !aliased.rest.startsWith('::')) {
      alias = aliased.name;
      rest = aliased.rest.slice(1);
    }
    const read = readField(rest);
    if (!read) throw parseError('select parameter', input, `unexpected "${part}": expecting a column name`);
    let cast: string | undefined;
    if (read.rest.startsWith('::')) {
      cast = read.rest.slice(2);
      if (!CAST.test(cast)) throw parseError('select parameter', input, `unexpected cast "${cast}"`);
    } else if (read.rest !== '') {
      throw parseError('select parameter', input, `unexpected "${read.rest}" after "${read.field.column}"`);
    }
    return { kind: 'field', field: read.field, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
  });
}

/** Splits `a.b.col` (a query key) into the embedded path [a, b] and what follows; names only, no JSON paths in the path. */
export function splitEmbedPath(key: string): { path: string[]; rest: string } {
  const path: string[] = [];
  let rest = key;
  for (;;) {
    const name = readName(rest);
    if (!name || !name.rest.startsWith('.')) break;
    const after = name.rest.slice(1);
    if (!readName(after)) break;
    path.push(name.name);
    rest = after;
  }
  return { path, rest };
}

/** Parses `a,"b c",d` (the inside of `in.(…)` or `{…}`) into values. */
function parseList(inner: string, context: string): string[] {
  if (inner === '') return [];
  const parts = splitTopLevel(inner);
  if (!parts) throw parseError('filter', context, 'unbalanced quotes in list');
  return parts.map(unquote);
}

/** Parses the operator part of a filter: `[not.]op[(modifier)].value`. */
function parseOperation(text: string, field: FieldRef, context: string, inTree: boolean): Filter {
  const match = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(text);
  if (!match) throw parseError('filter', context, 'expecting "not" or an operator (eq, gt, in, is, …) followed by "."');
  const [, not, opName = '', modifier, raw = ''] = match;
  if (!(FILTER_OPS as readonly string[]).includes(opName)) {
    throw parseError('filter', context, `unknown operator "${opName}"`);
  }
  const op = opName as FilterOp;
  const filter: Filter = { kind: 'filter', field, negate: Boolean(not), op, value: raw };
  if (modifier !== undefined) {
    if (FTS.includes(op)) {
      if (!/^[a-z_][a-z0-9_]*$/i.test(modifier)) throw parseError('filter', context, 'bad text search configuration');
      filter.config = modifier;
    } else if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.includes(op)) {
      filter.quantifier = modifier;
      const list = /^\{([\s\S]*)\}$/.exec(raw);
      if (!list) throw parseError('filter', context, `expecting a list "{a,b}" after ${op}(${modifier})`);
      filter.value = parseList(list[1] ?? '', context);
      return filter;
    } else {
      throw parseError('filter', context, `unexpected modifier "(${modifier})" for ${op}`);
    }
  }
  if (op === 'in') {
    const list = /^\(([\s\S]*)\)$/.exec(raw);
    if (!list) throw parseError('filter', context, 'expecting a list "(a,b)" after in.');
    filter.value = parseList(list[1] ?? '', context);
    return filter;
  }
  if (op === 'is') {
    const value = raw.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(value)) {
      throw parseError('filter', context, 'expecting null, not_null, true, false or unknown after is.');
    }
    filter.value = value;
    return filter;
  }
  filter.value = inTree ? unquote(raw) : raw;
  return filter;
}

/** Parses a top-level filter: the query key is the column, the value `[not.]op.value`. */
export function parseFilter(key: string, value: string): Filter {
  const field = parseField(key);
  if (!field) throw parseError('filter', `${key}=${value}`, `unexpected "${key}": expecting a column name`);
  return parseOperation(value, field, value, false);
}

/** Parses `(a.eq.1,or(b.gt.2,c.is.null))` for the key `or`/`and`/`not.or`/`not.and`. */
export function parseLogicTree(key: string, value: string): LogicTree {
  const keyMatch = /^(not\.)?(and|or)$/.exec(key);
  if (!keyMatch) throw parseError('logic tree', `${key}=${value}`, 'expecting and, or, not.and or not.or');
  const inner = /^\(([\s\S]*)\)$/.exec(value);
  if (!inner) throw parseError('logic tree', value, 'expecting "(" … ")"');
  return {
    kind: keyMatch[2] === 'and' ? 'and' : 'or',
    negate: Boolean(keyMatch[1]),
    children: parseTreeItems(inner[1] ?? '', value),
  };
}

function parseTreeItems(inner: string, context: string): Condition[] {
  const items = splitTopLevel(inner);
  if (!items || inner === '') throw parseError('logic tree', context, 'expecting one or more conditions');
  return items.map((item): Condition => {
    const nested = /^(not\.)?(and|or)\(([\s\S]*)\)$/.exec(item);
    if (nested) {
      return {
        kind: nested[2] === 'and' ? 'and' : 'or',
        negate: Boolean(nested[1]),
        children: parseTreeItems(nested[3] ?? '', context),
      };
    }
    const read = readField(item);
    if (!read?.rest.startsWith('.')) throw parseError('logic tree', context, `unexpected "${item}"`);
    return parseOperation(read.rest.slice(1), read.field, context, true);
  });
}

export function parseOrder(input: string): OrderTerm[] {
  const parts = splitTopLevel(input);
  if (!parts || input === '') throw parseError('order', input, 'expecting column[.asc|.desc][.nullsfirst|.nullslast]');
  return parts.map((part) => {
    // `rel(col)` orders by a column of a to-one embedded resource.
    const related = /^([^().]+)\(([^()]*)\)(.*)$/.exec(part);
    const relation = related ? readName(related[1] ?? '') : undefined;
    const read = related ? readField(`${related[2] ?? ''}${related[3] ?? ''}`) : readField(part);
    if (!read || (related && (!relation || relation.rest !== '')))
      throw parseError('order', input, `unexpected "${part}"`);
    const term: OrderTerm = { field: read.field, ...(relation ? { relation: relation.name } : {}) };
    const modifiers = read.rest === '' ? [] : read.rest.slice(1).split('.');
    if (read.rest !== '' && !read.rest.startsWith('.')) throw parseError('order', input, `unexpected "${read.rest}"`);
    for (const m of modifiers) {
      if ((m === 'asc' || m === 'desc') && !term.direction && !term.nulls) term.direction = m;
      else if ((m === 'nullsfirst' || m === 'nullslast') && !term.nulls)
        term.nulls = m === 'nullsfirst' ? 'first' : 'last';
      else throw parseError('order', input, `unexpected "${m}": expecting asc, desc, nullsfirst or nullslast`);
    }
    return term;
  });
}

/** Parses a non-negative integer query parameter (limit, offset). */
export function parseCount(name: string, input: string): number {
  if (!/^\d{1,15}$/.test(input)) throw parseError(name, input, 'expecting a non-negative integer');
  return Number(input);
}

/** `"a","b",c` (the columns parameter) → names. */
export function parseColumnList(input: string): string[] {
  const parts = splitTopLevel(input);
  if (!parts || input === '') throw parseError('columns parameter', input, 'expecting a list of column names');
  return parts.map((p) => {
    const read = readName(p);
    if (!read || read.rest !== '') throw parseError('columns parameter', input, `unexpected "${p}"`);
    return read.name;
  });
}

/** The preferences PostgREST recognises, each `key=value` exactly as it must be written. */
const PREFERENCES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/**
 * Reads the Prefer header(s) as PostgREST does: comma-separated tokens matched exactly, the first of
 * each kind wins, `max-affected=<n>` takes a whole number, and anything else is an invalid preference.
 */
export function parsePrefer(header: string | string[] | undefined): Prefer {
  const prefer: Prefer = { invalid: [] };
  const chosen: Record<string, string> = {};
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const token of values.flatMap((h) => h.split(',')).map((t) => t.trim())) {
    const at = token.indexOf('=');
    const key = at === -1 ? token : token.slice(0, at);
    const value = at === -1 ? '' : token.slice(at + 1);
    if (PREFERENCES[key]?.includes(value)) {
      chosen[key] ??= value;
    } else if (key === 'max-affected') {
      if (/^-?\d{1,18}$/.test(value)) prefer.maxAffected ??= Number(value);
    } else if (token !== '') {
      prefer.invalid.push(token);
    }
  }
  Object.assign(prefer, chosen);
  return prefer;
}

/** `Range: 0-9` (items) → offset and optional limit. */
export function parseRangeHeader(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!match) return undefined;
  const from = Number(match[1]);
  if (!match[2]) return { offset: from };
  const to = Number(match[2]);
  if (to < from)
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: `Range ${header} ends before it starts`,
    });
  return { offset: from, limit: to - from + 1 };
}
