// The files generated from the migrated schema, by file name: what `npm run db:schema` writes and its test compares.
import type { PGlite } from '@electric-sql/pglite';
import { CONTRACT_FILE, renderContract } from './db-contract';
import { dumpSchema, renderSchema, SCHEMA_FILE } from './db-dump';
import { withMigratedDatabase, withPlatformDatabase } from './migrated-database';

/** supabase/schema.sql and docs/sql-contract.md for `migrated` (a database of its own when not given). */
export async function generateSchemaFiles(migrated?: PGlite): Promise<Map<string, string>> {
  const platform = await withPlatformDatabase(dumpSchema);
  const render = async (pg: PGlite) =>
    new Map([
      [SCHEMA_FILE, renderSchema(platform, await dumpSchema(pg))],
      [CONTRACT_FILE, await renderContract(pg)],
    ]);
  return migrated ? render(migrated) : withMigratedDatabase(render);
}
