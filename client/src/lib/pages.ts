// Reads a list that may be longer than one answer of Supabase's REST API (max_rows, 1,000 by default) in pages, so nothing is cut.
import { MAX_ROWS } from '@campus-hostel/contracts/database';

/** One page of a list and the list's full length, as PostgREST reports it with `count=exact`. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * Every row, a page at a time: asks for [from, from + MAX_ROWS - 1] until the reported total is reached. A project whose
 * max_rows is lower answers with fewer rows; the next page then starts where that answer ended.
 */
export async function readAllPages<T>(readPage: (from: number, to: number) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await readPage(rows.length, rows.length + MAX_ROWS - 1);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/** The total behind a `Content-Range: 0-999/2500` header; null when the server did not count. */
export function totalOf(contentRange: string | null): number | null {
  const total = contentRange?.split('/')[1];
  return total === undefined || total === '*' ? null : Number(total);
}
