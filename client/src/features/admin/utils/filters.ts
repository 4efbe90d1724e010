// The admin lists' search and filters (free text, status, type, urgency, a date range), their order and their page:
// kept in the URL, and turned into the conditions the database applies, so a list of any length is filtered and paged
// there.

export interface ListFilter {
  /** Free text matched against the ID, the email and the description. */
  query: string;
  /** One of the list's status options (e.g. 'pending', 'rejected', 'overdue'); '' means any. */
  status: string;
  /** Application or complaint type; '' means any. */
  type: string;
  /** Complaint urgency; '' means any (ignored for applications). */
  urgency: string;
  /** Inclusive local dates as yyyy-mm-dd; '' means open-ended. */
  from: string;
  to: string;
  /** One of the list's orders (e.g. 'oldest'); '' means the list's own default. */
  sort: string;
}

export const emptyFilter: ListFilter = { query: '', status: '', type: '', urgency: '', from: '', to: '', sort: '' };

/** Rows on one page of an admin list. */
export const PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What an admin list's URL says: `?q=&status=&type=&urgency=&from=&to=&sort=&page=`, anything malformed read as unset.
 * Links from before the status filter said `pending=1`; they still mean status pending.
 */
export function readListParams(params: URLSearchParams): { filter: ListFilter; page: number } {
  const date = (key: string): string => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    filter: {
      query: params.get('q') ?? '',
      status: params.get('status') ?? (params.get('pending') === '1' ? 'pending' : ''),
      type: params.get('type') ?? '',
      urgency: params.get('urgency') ?? '',
      from: date('from'),
      to: date('to'),
      sort: params.get('sort') ?? '',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters of a filter and page, leaving out what is unset so a plain list has a plain URL. */
export function listParams(filter: ListFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query.trim() !== '') params.set('q', filter.query);
  if (filter.status !== '') params.set('status', filter.status);
  if (filter.type !== '') params.set('type', filter.type);
  if (filter.urgency !== '') params.set('urgency', filter.urgency);
  if (filter.from !== '') params.set('from', filter.from);
  if (filter.to !== '') params.set('to', filter.to);
  if (filter.sort !== '') params.set('sort', filter.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Local midnight of a yyyy-mm-dd date as an ISO instant, `days` later; null for a malformed date. */
function localMidnight(date: string, days = 0): string | null {
  if (!DATE.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const time = new Date(year, month - 1, day + days);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The instants bounding created_at for the filter's local dates: from its first moment up to the end of `to`. */
export function createdBetween(from: string, to: string): { since: string | null; before: string | null } {
  return { since: localMidnight(from), before: localMidnight(to, 1) };
}

/** A value inside PostgREST's or=(…): double-quoted, so commas, dots and parentheses in what was typed stay text. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * PostgREST's `or` conditions matching the typed text anywhere in the text columns (case-insensitive), or the numeric
 * ID exactly; null when nothing is typed.
 */
export function textConditions(query: string, textColumns: readonly string[], idColumn?: string): string | null {
  const needle = query.trim();
  if (needle === '') return null;
  const conditions = textColumns.map((column) => `${column}.ilike.${quoted(`*${needle}*`)}`);
  if (idColumn && /^\d{1,15}$/.test(needle)) conditions.push(`${idColumn}.eq.${needle}`);
  return conditions.join(',');
}
