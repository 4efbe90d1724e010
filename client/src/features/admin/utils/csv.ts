// Turns admin lists into CSV text and downloads it, safe against CSV formula injection. Times read in India's time zone
// and money in rupees, as the office reads them, in forms a spreadsheet sorts and sums.
import { TIME_ZONE } from '../../../lib/format';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * What spreadsheets read as the start of a formula (OWASP CSV injection): = + - @, tab and carriage return, and the
 * full-width ＝ ＋ － ＠ some of them fold into those.
 */
const FORMULA_CHARS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/**
 * A formula can start a cell, follow leading whitespace, or follow anything a program may split a cell on when it
 * guesses the separator or reads DDE (`,` `;` `|`, tab and line breaks): each such start gets a quote before it.
 */
const FORMULA_START = new RegExp(`(^|[,;|\\t\\r\\n])(\\s*)(?=[${FORMULA_CHARS}])`, 'gu');

/** A cell as text that no spreadsheet runs, quoted per RFC 4180 when it holds a separator, quote or line break. */
export function csvCell(raw: string | number | boolean | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  let text = String(raw);
  if (typeof raw === 'string') text = text.replace(FORMULA_START, "$1$2'");
  return /[",;|\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const istParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as 2026-11-28 14:05 IST (empty when there is none): sortable as text, in the zone the office works in. */
export function csvTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => istParts.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} IST`;
}

/** Minor units (paise) as rupees with two decimals, for a column whose header says ₹: 50000 → 500.00. */
export function csvRupees(amountMinor: number | null | undefined): string {
  return amountMinor === null || amountMinor === undefined ? '' : (amountMinor / 100).toFixed(2);
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  // RFC 4180 line endings, so Excel and LibreOffice both split rows the same way.
  return `${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(filename: string, csv: string): void {
  // The BOM makes Excel read the file as UTF-8 (names and descriptions may hold non-ASCII text).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
