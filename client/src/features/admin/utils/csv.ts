// Turns admin lists into CSV text and downloads it, safe against CSV formula injection.

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
