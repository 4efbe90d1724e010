// The client's configuration, read from Vite's build-time env once and checked at boot.
import { localClientEnv } from '@campus-hostel/contracts/local-project';
import { parseEnv, type Env, type EnvDefaults } from './env-parse';

export { EnvError, type Env } from './env-parse';

// Only the dev server and tests fall back to the local stand-ins; a production build names every key it lacks
// (vite.config.ts), and this branch, with the local values, is dropped from it.
const localDefaults: EnvDefaults | undefined = import.meta.env.DEV ? parseEnv(localClientEnv(), undefined) : undefined;

export const env: Env = parseEnv(import.meta.env, localDefaults);
