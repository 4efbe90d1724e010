// Entry point: loads .env, validates config, builds the collaborators, listens, and shuts down gracefully.
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildDeps, paymentDeps } from './deps.js';
import { startHoldSweep } from './domain/hold-sweep.js';

// The repository's .env (beside .env.example) fills in what the environment does not already set.
dotenv.config({ path: fileURLToPath(new URL('../../.env', import.meta.url)), quiet: true });

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const deps = buildDeps(config);
const { logger } = deps;
const sweep = startHoldSweep(paymentDeps(config, deps), config.holdSweepIntervalMs);
const server = createApp(config, deps).listen(config.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `API listening on http://localhost:${port}`);
});

server.on('error', (err) => {
  logger.fatal({ err }, 'the API could not start');
  process.exit(1);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining in-flight requests');
  const force = setTimeout(() => {
    logger.warn('drain timed out; exiting');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  force.unref();
  // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed at once.
  server.close((err) => {
    void sweep.stop().finally(() => {
      if (err) logger.error({ err }, 'error while closing the server');
      process.exit(err ? 1 : 0);
    });
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
