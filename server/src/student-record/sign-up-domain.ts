// INSTITUTE_EMAIL_DOMAIN reaches sign-up through the database: GoTrue's before-user-created hook reads it there, on hosted
// Supabase as on the stand-in, so the server writes its configuration at start, before it serves anyone.
import type { Logger } from 'pino';
import type { RecordStore } from './store.js';

export async function publishSignUpDomain(store: RecordStore, domain: string | null, logger: Logger): Promise<void> {
  await store.publishEmailDomain(domain);
  logger.info({ domain }, domain ? `sign-up is open to @${domain} addresses only` : 'sign-up is open to any address');
}
