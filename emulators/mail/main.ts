// CLI of the mail catcher: SMTP on SMTP_PORT (54325) and the web UI + Mailpit-compatible API on HTTP_PORT or PORT (54324).
import { z } from 'zod';
import { DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT, startMailCatcher } from './index';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const schema = z.object({
  SMTP_PORT: port(DEFAULT_SMTP_PORT),
  HTTP_PORT: port(DEFAULT_HTTP_PORT).optional(),
  PORT: port(DEFAULT_HTTP_PORT),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  // Mailpit's own switch: keep one copy of messages that repeat a Message-ID.
  MP_IGNORE_DUPLICATE_IDS: z.enum(['true', 'false', '1', '0']).default('false'),
});

// Empty values mean "use the default", as in .env.example.
const present = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
const parsed = schema.safeParse(present);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  console.error(`Invalid ${issue?.path.join('.') ?? 'configuration'}: ${issue?.message ?? 'bad value'}`);
  process.exit(1);
}
const env = parsed.data;
const catcher = await startMailCatcher({
  smtpPort: env.SMTP_PORT,
  httpPort: env.HTTP_PORT ?? env.PORT,
  host: env.HOST,
  ignoreDuplicateIds: env.MP_IGNORE_DUPLICATE_IDS === 'true' || env.MP_IGNORE_DUPLICATE_IDS === '1',
});
console.log(`Mail catcher ready: SMTP ${catcher.smtpUrl}, web UI and API ${catcher.apiUrl}`);

const stop = (): void => {
  void catcher.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
