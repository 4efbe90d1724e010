// Migration versions are timestamps in the past, as `supabase db push` expects: a migration made today must sort after
// every one already in the folder, or the CLI refuses it as out of order.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../migrations');

/** A version's moment, read as UTC: YYYYMMDDHHMMSS. */
function momentOf(version: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

describe('migration versions', () => {
  it('when the migrations are listed, then every version is a timestamp that has already passed, each used once', () => {
    const versions = readdirSync(DIR)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.slice(0, name.indexOf('_')));
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) {
      expect(version, version).toMatch(/^\d{14}$/);
      expect(momentOf(version), `${version} is in the future`).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(versions).size).toBe(versions.length);
  });
});
