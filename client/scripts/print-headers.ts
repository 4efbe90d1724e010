// `npm run headers -w client`: the security headers for the keys in the repository's .env (or the environment), in
// the `_headers` form static hosts read, to copy into a CDN's header rules.
import path from 'node:path';
import { loadEnv } from 'vite';
import { EnvError, parseEnv } from '../src/config/env-parse.ts';
import { securityHeaders } from '../src/config/security-headers.ts';

const envDir = process.env.CLIENT_ENV_DIR ?? path.resolve(import.meta.dirname, '../..');
try {
  const headers = securityHeaders(parseEnv(loadEnv('production', envDir, 'VITE_'), undefined));
  process.stdout.write(
    `/*\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}\n`)
      .join('')}`,
  );
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
