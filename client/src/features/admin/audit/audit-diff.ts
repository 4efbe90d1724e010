// A compact before → after of an audit entry: only the fields that changed, each value short enough for a table cell.
import { formatDateTime, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export interface DiffLine {
  field: string;
  /** Absent when the field only has an after (a reply, a new notice) or only a before. */
  before?: string;
  after?: string;
}

/** Values longer than this are cut, with an ellipsis; the CSV export keeps them whole. */
export const DIFF_VALUE_MAX = 80;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shorten(text: string): string {
  return text.length > DIFF_VALUE_MAX ? `${text.slice(0, DIFF_VALUE_MAX - 1)}…` : text;
}

/** One value in words: money as rupees, times in the reader's zone, yes/no, none for null. */
export function diffValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return t('admin:audit.none');
  if (typeof value === 'boolean') return value ? t('admin:csv.yes') : t('admin:csv.no');
  if (typeof value === 'number') return field.endsWith('_minor') ? formatMoney(value) : String(value);
  if (typeof value === 'string') return shorten(ISO_TIME.test(value) ? formatDateTime(value) : value);
  return shorten(JSON.stringify(value));
}

function fieldsOf(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/** The fields whose values differ between before and after, in the order they were written. */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const lines: DiffLine[] = [];
  for (const key of fields) {
    const inBefore = Object.hasOwn(was, key);
    const inAfter = Object.hasOwn(now, key);
    if (inBefore && inAfter && JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
    const name = key.replace(/_minor$/, '');
    // The fields the office's actions record have words in both languages; any other reads as its column's name.
    const field = t(`admin:audit.fields.${name}`, { defaultValue: name.replace(/_/g, ' ') });
    lines.push({
      field,
      ...(inBefore ? { before: diffValue(key, was[key]) } : {}),
      ...(inAfter ? { after: diffValue(key, now[key]) } : {}),
    });
  }
  return lines;
}
