// The audit log's filters (action, actor email, target type and id, a date range) and page, kept in the URL.

export interface AuditFilter {
  /** An action name ('booking.refund'); '' means any. */
  action: string;
  /** Part of the actor's email, matched case-insensitively. */
  actor: string;
  /** A target type ('complaint'); '' means any. */
  targetType: string;
  /** The target's id exactly as logged ('12', a booking reference). */
  targetId: string;
  /** Inclusive local dates as yyyy-mm-dd; '' means open-ended. */
  from: string;
  to: string;
}

export const emptyAuditFilter: AuditFilter = { action: '', actor: '', targetType: '', targetId: '', from: '', to: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?action=&actor=&type=&target=&from=&to=&page=`, anything malformed read as unset. */
export function readAuditParams(params: URLSearchParams): { filter: AuditFilter; page: number } {
  const date = (key: string): string => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    filter: {
      action: params.get('action') ?? '',
      actor: params.get('actor') ?? '',
      targetType: params.get('type') ?? '',
      targetId: params.get('target') ?? '',
      from: date('from'),
      to: date('to'),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters of a filter and page, leaving out what is unset. */
export function auditParams(filter: AuditFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action !== '') params.set('action', filter.action);
  if (filter.actor.trim() !== '') params.set('actor', filter.actor);
  if (filter.targetType !== '') params.set('type', filter.targetType);
  if (filter.targetId.trim() !== '') params.set('target', filter.targetId);
  if (filter.from !== '') params.set('from', filter.from);
  if (filter.to !== '') params.set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Text for a LIKE pattern: %, _ and \ match themselves. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
