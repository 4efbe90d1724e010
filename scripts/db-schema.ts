// npm run db:schema: regenerates supabase/schema.sql (and docs/sql-contract.md) from supabase/migrations.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSchemaFiles } from './db-schema-files';
import { REPO_ROOT } from './db-typegen';

for (const [file, text] of await generateSchemaFiles()) {
  await writeFile(file, text);
  console.log(`Wrote ${path.relative(REPO_ROOT, file)}`);
}
