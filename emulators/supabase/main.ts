// CLI for the Supabase stand-in: `tsx emulators/supabase/main.ts`; stops cleanly on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { startSupabase } from './index';
import { REPO_ROOT } from './migrate';

// The repository's .env (beside .env.example) fills in what the environment does not already set, as for the API.
const envFile = path.join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const running = await startSupabase(config);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `Supabase stand-in did not close cleanly: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Supabase stand-in failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
