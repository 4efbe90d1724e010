// Reads and validates the stand-in's environment once (PORT, DATABASE_URL, SUPABASE_JWT_SECRET, DATA_DIR).
import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEFAULT_PORT } from './index';
import { LOCAL_JWT_SECRET } from './keys';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  DATABASE_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL or empty'),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(LOCAL_JWT_SECRET),
  DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
});

export interface StandInConfig {
  port: number;
  databaseUrl?: string;
  jwtSecret: string;
  dataDir: string;
}

/** The validated configuration, or an Error whose message names the offending key in one line. */
export function readConfig(env: NodeJS.ProcessEnv): StandInConfig {
  // Empty values mean "use the default", as in .env.example.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid ${issue?.path.join('.') ?? 'configuration'}: ${issue?.message ?? 'bad value'}`);
  }
  const { PORT, DATABASE_URL, SUPABASE_JWT_SECRET, DATA_DIR } = parsed.data;
  return {
    port: PORT,
    jwtSecret: SUPABASE_JWT_SECRET,
    dataDir: DATA_DIR,
    ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
  };
}
