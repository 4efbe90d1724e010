// The committed database types are what the migrations generate: a migration without `npm run db:types` fails here.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { allowedValues, DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/db-typegen';

// PGlite applies the migrations in seconds alone, but not when a busy machine shares its two cores.
const GENERATE_TIMEOUT = 120_000;

describe('contracts/src/database.types.ts', () => {
  it(
    'when the migrations are applied to a fresh database, then the generated types equal the committed file',
    async () => {
      const [generated, committed] = await Promise.all([
        generateDatabaseTypes(),
        readFile(DATABASE_TYPES_FILE, 'utf8'),
      ]);
      expect(committed, 'contracts/src/database.types.ts is stale: run npm run db:types').toBe(generated);
    },
    GENERATE_TIMEOUT,
  );

  it('when a check lists values, then they are read back in order; other checks give none', () => {
    expect(allowedValues("CHECK ((kind = ANY (ARRAY['a'::text, 'it''s, b'::text])))")).toEqual(['a', "it's, b"]);
    expect(allowedValues('CHECK ((occupancy = ANY (ARRAY[1, 2])))')).toEqual([1, 2]);
    expect(allowedValues('CHECK ((char_length(name) >= 1))')).toBeNull();
  });
});
