// Deletes as storage-api makes them: past the protect_delete trigger that refuses anyone else's (storage/schema.sql).
import type { Sql } from '../db';

/**
 * Runs a delete in a transaction marked as storage-api marks every transaction it opens, with
 * storage.allow_delete_query (storage-api src/internal/database/postgres/scope.ts).
 */
export async function storageDelete<T extends Record<string, unknown>>(
  sql: Sql,
  text: string,
  values: unknown[],
): Promise<{ rows: T[]; rowCount: number }> {
  await sql.query(`select set_config('storage.allow_delete_query', 'true', true)`);
  return sql.query<T>(text, values);
}
