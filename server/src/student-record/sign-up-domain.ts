// INSTITUTE_EMAIL_DOMAIN reaches sign-up through the database: GoTrue's before-user-created hook reads it there, on hosted
// Supabase as on the stand-in, so the server writes its configuration as it starts. A database out of reach at that
// moment is out of reach for sign-up too (the hook and the accounts live there): the server starts anyway and writes the
// domain again every few seconds until it lands, so a domain set in the configuration holds from the first sign-up the
// database can take.
import type { Logger } from 'pino';
import type { RecordStore } from './store.js';

export const DOMAIN_RETRY_MS = 5_000;

export interface DomainPublisher {
  stop(): void;
}

export function publishSignUpDomain(
  store: RecordStore,
  domain: string | null,
  logger: Logger,
  retryMs = DOMAIN_RETRY_MS,
): DomainPublisher {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = async () => {
    try {
      await store.publishEmailDomain(domain);
      logger.info(
        { domain },
        domain ? `sign-up is open to @${domain} addresses only` : 'sign-up is open to any address',
      );
    } catch (err) {
      logger.error({ err }, 'could not write INSTITUTE_EMAIL_DOMAIN to the database: trying again');
      if (!stopped) timer = setTimeout(() => void attempt(), retryMs).unref();
    }
  };
  void attempt();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
