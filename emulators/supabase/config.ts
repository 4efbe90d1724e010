// Reads and validates the stand-in's environment once (PORT, HOST, DATABASE_URL, AUTH_SIGNING, SUPABASE_JWT_SECRET, DATA_DIR, SUPABASE_CONFIG, SMTP_URL, EXTRA_MIGRATIONS_DIR).
import { z } from 'zod';
import { DEFAULT_CONFIG_FILE, DEFAULT_DATA_DIR, DEFAULT_PORT, type StartSupabaseOptions } from './index';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL or empty'),
  AUTH_SIGNING: z.enum(['es256', 'hs256'], { error: 'must be es256 or hs256' }).default('es256'),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
  SUPABASE_CONFIG: z.string().trim().min(1).default(DEFAULT_CONFIG_FILE),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/[^\s]+$/.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  EXTRA_MIGRATIONS_DIR: z.string().trim().min(1).optional(),
});

/** The validated options, or an Error whose message names the offending key in one line. */
export function readConfig(env: NodeJS.ProcessEnv): StartSupabaseOptions & { dataDir: string } {
  // Empty values mean "use the default", as in .env.example.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid ${issue?.path.join('.') ?? 'configuration'}: ${issue?.message ?? 'bad value'}`);
  }
  const {
    PORT,
    HOST,
    DATABASE_URL,
    AUTH_SIGNING,
    SUPABASE_JWT_SECRET,
    DATA_DIR,
    SUPABASE_CONFIG,
    SMTP_URL,
    EXTRA_MIGRATIONS_DIR,
  } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    signing: AUTH_SIGNING,
    dataDir: DATA_DIR,
    configFile: SUPABASE_CONFIG,
    ...(SMTP_URL ? { smtpUrl: SMTP_URL } : {}),
    ...(SUPABASE_JWT_SECRET ? { legacyJwtSecret: SUPABASE_JWT_SECRET } : {}),
    ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
    ...(EXTRA_MIGRATIONS_DIR ? { extraMigrationsDir: EXTRA_MIGRATIONS_DIR } : {}),
  };
}
