// Entry point: loads .env, validates config, builds the collaborators, listens, and shuts down gracefully.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildDeps, paymentDeps } from './deps.js';
import { keepJwksFresh } from './clients/supabase.js';
import { startHoldSweep } from './payments/hold-sweep.js';
import { startGuestStaySweep } from './guest-stays/sweep.js';
import { startMailSender } from './notifications/mail-sender.js';
import { visitorPasses } from './visitors/pass.js';
import { visitorPassImages } from './visitors/pass-mail.js';
import { startNoticeSweep } from './notices/delivery-sweep.js';
import { startMessSweep } from './mess/settle-sweep.js';
import { startWorkOrderSweep } from './work-orders/sweep.js';
import { startReportReminders } from './room-inventory/reminder-sweep.js';
import { publishSignUpDomain } from './student-record/sign-up-domain.js';

// The repository's .env (beside .env.example) fills in what the environment does not already set.
dotenv.config({ path: fileURLToPath(new URL('../../.env', import.meta.url)), quiet: true });

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Pending connections the kernel queues while the process is busy, so a booking burst is answered
 * late rather than refused (Node's default is 511; Linux caps it at net.core.somaxconn).
 */
const LISTEN_BACKLOG = 4096;

/**
 * Idle keep-alive sockets stay open longer than clients keep theirs (undici 4 s, browsers ~60 s at
 * most behind proxies), so a client never reuses a socket the server is closing at that moment: under
 * load that race answered POSTs with ECONNRESET.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
for (const notice of config.notices) logger.warn(notice);
const signUpDomain = publishSignUpDomain(deps.store, config.instituteEmailDomain, logger);
const jwksRefresh = keepJwksFresh(deps.jwks, logger);
const sweep = startHoldSweep(paymentDeps(config, deps), config.offerHours, config.holdSweepIntervalMs);
const guestSweep = startGuestStaySweep(paymentDeps(config, deps), config.holdSweepIntervalMs);
const noticeSweep = startNoticeSweep(deps);
const messSweep = startMessSweep(deps);
const workOrderSweep = startWorkOrderSweep(deps);
const reportReminders = startReportReminders(deps);
const mailSender = startMailSender(
  {
    store: deps.store,
    mailer: deps.mailer,
    logger,
    siteUrl: config.siteUrl,
    images: visitorPassImages(visitorPasses(config.leavePassSecret)),
  },
  config.mailSendIntervalMs,
);
const server = createServer(createApp(config, deps));
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// Must exceed keepAliveTimeout, or a request arriving on an old idle socket could be cut off.
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
server.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG }, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ host: config.host, port }, `API listening on http://${config.host}:${port}`);
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
    signUpDomain.stop();
    void Promise.all([
      sweep.stop(),
      guestSweep.stop(),
      noticeSweep.stop(),
      messSweep.stop(),
      workOrderSweep.stop(),
      reportReminders.stop(),
      mailSender.stop(),
      jwksRefresh.stop(),
    ]).finally(() => {
      deps.mailer.close();
      if (err) logger.error({ err }, 'error while closing the server');
      process.exit(err ? 1 : 0);
    });
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
