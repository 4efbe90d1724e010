// npm run db:types: regenerates contracts/src/database.types.ts from supabase/migrations.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, REPO_ROOT } from './db-typegen';

await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes());
console.log(`Wrote ${path.relative(REPO_ROOT, DATABASE_TYPES_FILE)}`);
