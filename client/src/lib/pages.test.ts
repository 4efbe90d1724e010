// Long lists are read in pages until the server's total is reached, whatever page size the server allows.
import { describe, expect, it } from 'vitest';
import { MAX_ROWS } from '@campus-hostel/contracts/database';
import { readAllPages, totalOf } from './pages';

/** A server holding `total` rows that answers at most `maxRows` of them per request. */
function server(total: number, maxRows: number) {
  const asked: [number, number][] = [];
  const readPage = (from: number, to: number) => {
    asked.push([from, to]);
    const end = Math.min(to + 1, from + maxRows, total);
    return Promise.resolve({ rows: Array.from({ length: Math.max(0, end - from) }, (_, i) => from + i), total });
  };
  return { asked, readPage };
}

describe('readAllPages', () => {
  it('when the list is longer than one answer, then every row arrives once, in order', async () => {
    const { asked, readPage } = server(2500, MAX_ROWS);
    const rows = await readAllPages(readPage);
    expect(rows).toHaveLength(2500);
    expect(rows.every((row, i) => row === i)).toBe(true);
    expect(asked).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
  });

  it('when the server allows fewer rows than asked, then the next page starts where the answer ended', async () => {
    const { readPage } = server(450, 100);
    expect(await readAllPages(readPage)).toHaveLength(450);
  });

  it('when the list is empty or short, then one request is enough', async () => {
    const empty = server(0, MAX_ROWS);
    expect(await readAllPages(empty.readPage)).toEqual([]);
    expect(empty.asked).toHaveLength(1);
  });
});

describe('totalOf', () => {
  it('reads the total of a Content-Range header, or null when it was not counted', () => {
    expect(totalOf('0-999/2500')).toBe(2500);
    expect(totalOf('*/0')).toBe(0);
    expect(totalOf('0-9/*')).toBeNull();
    expect(totalOf(null)).toBeNull();
  });
});
