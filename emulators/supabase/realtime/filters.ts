// postgres_changes filters (`col=op.value`, several joined by commas, `not.` negates) as Realtime parses them, compiled to SQL.

/** The operators realtime-js offers (RealtimePostgresFilterBuilder); eq … in are those every Realtime version evaluates. */
const OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct'];
type Operator = (typeof OPERATORS)[number];

export interface Condition {
  column: string;
  op: Operator;
  /** The value as text; a list for `in`. */
  value: string | string[];
  negated: boolean;
  /** The value as Realtime writes it in its errors: `in` lists as `{a,b}`. */
  shown: string;
}

/** A filter Realtime cannot parse: answered with a `system` error "Error parsing `filter` params: …". */
export class FilterParseError extends Error {}

/** Splits on `sep` outside double quotes and parentheses. */
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted && ch === '\\' && i + 1 < text.length) {
      current += ch + (text[i + 1] as string);
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth += 1;
    else if (!quoted && ch === ')') depth -= 1;
    if (ch === sep && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** A PostgREST-style value: `"…"` with backslash escapes is taken literally, anything else as written. */
function unquote(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) return raw.slice(1, -1).replace(/\\(.)/g, '$1');
  return raw;
}

/** Elixir's `inspect` of a list of strings, as Realtime reports the parts of a filter it could not parse. */
const inspect = (parts: string[]): string => `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;

/** One `col=[not.]op.value` segment, refused with the reason Realtime's parse_segment gives. */
function parseSegment(segment: string): Condition {
  const fail = (reason: string): never => {
    throw new FilterParseError(`Error parsing \`filter\` params: ${reason}`);
  };
  const trimmed = segment.trim();
  if (trimmed === '') fail('filter must not contain empty segments (check for extra commas)');
  const eq = trimmed.indexOf('=');
  if (eq < 0) fail(inspect([trimmed]));
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negated = rest.startsWith('not.');
  if (negated) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) fail(inspect([rest]));
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!OPERATORS.includes(op)) fail(inspect([op, raw]));
  if (op !== 'in') return { column, op, value: unquote(raw), negated, shown: unquote(raw) };
  if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')'))
    fail('`in` filter value must be wrapped by parentheses');
  const inner = raw.slice(1, -1);
  const value = inner === '' ? [] : splitOutside(inner, ',').map(unquote);
  return { column, op, value, negated, shown: `{${inner}}` };
}

/** Parses a filter string such as `id=eq.1` or `status=not.in.(a,"b,c"),qty=gt.0`; blank means no filter. */
export function parseFilter(filter: string): Condition[] {
  const trimmed = filter.trim();
  return trimmed === '' ? [] : splitOutside(trimmed, ',').map(parseSegment);
}

/** Realtime's rendering of the conditions in its error messages: `[{"id", "eq", "1", false}]`. */
export function describeConditions(conditions: Condition[]): string {
  const inner = conditions.map(
    (c) => `{${JSON.stringify(c.column)}, ${JSON.stringify(c.op)}, ${JSON.stringify(c.shown)}, ${String(c.negated)}}`,
  );
  return `[${inner.join(', ')}]`;
}

const COMPARISONS: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  isdistinct: 'is distinct from',
};
const PATTERNS: Partial<Record<Operator, string>> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };

/** The keyword of an `is` filter; any other value is refused when the subscription is checked, never evaluated. */
function isKeyword(value: string | string[]): string {
  if (typeof value === 'string' && ['null', 'true', 'false', 'unknown'].includes(value)) return value;
  throw new Error(`unchecked \`is\` filter value ${JSON.stringify(value)}`);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The SQL truth of one condition over the row alias `r`, true or false (never null, as a row that is
 * not matched is simply not sent). Values are bound parameters (pushed onto `params`) cast to the
 * column's type, so comparisons follow PostgreSQL's rules for that type exactly.
 */
export function conditionSql(condition: Condition, columnType: string, params: unknown[]): string {
  const column = `r.${quoteIdent(condition.column)}`;
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  let test: string;
  if (condition.op === 'in') {
    test = `${column} in (select v::${columnType} from pg_catalog.jsonb_array_elements_text(${bind(JSON.stringify(condition.value))}::jsonb) v)`;
  } else if (condition.op === 'is') {
    test = `${column} is ${isKeyword(condition.value)}`;
  } else if (PATTERNS[condition.op]) {
    test = `${column}::text ${PATTERNS[condition.op] as string} ${bind(condition.value)}::text`;
  } else {
    test = `${column} ${COMPARISONS[condition.op] as string} ${bind(condition.value)}::${columnType}`;
  }
  return condition.negated ? `coalesce(not (${test}), false)` : `coalesce(${test}, false)`;
}
