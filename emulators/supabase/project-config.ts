// supabase/config.toml as `supabase start` reads it: the settings a hosted project takes from its dashboard, in one place.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { z } from 'zod';

const schema = z.object({
  api: z.object({ max_rows: z.number().int().min(1).max(1_000_000).default(1000) }).prefault({}),
  auth: z
    .object({
      site_url: z.string().url().default('http://localhost:3000'),
      // GoTrue globs (`http://localhost:*/**`) are allowed here, so these are patterns rather than strict URLs.
      additional_redirect_urls: z.array(z.string().min(1)).default([]),
      jwt_expiry: z.number().int().min(30).max(604_800).default(3600),
      enable_signup: z.boolean().default(true),
      enable_refresh_token_rotation: z.boolean().default(true),
      refresh_token_reuse_interval: z.number().int().min(0).default(10),
      rate_limit: z
        .object({
          email_sent: z.number().int().min(0).default(2),
          sign_in_sign_ups: z.number().int().min(1).default(30),
          token_refresh: z.number().int().min(1).default(150),
          token_verifications: z.number().int().min(1).default(30),
        })
        .prefault({}),
      email: z
        .object({
          enable_signup: z.boolean().default(true),
          enable_confirmations: z.boolean().default(false),
          otp_expiry: z.number().int().min(1).default(3600),
        })
        .prefault({}),
      hook: z
        .object({
          before_user_created: z
            .object({ enabled: z.boolean().default(false), uri: z.string().min(1).optional() })
            .refine((hook) => !hook.enabled || hook.uri !== undefined, { message: 'needs a uri when enabled' })
            .optional(),
        })
        .prefault({}),
    })
    .prefault({}),
});

/** The parts of config.toml the stand-in honours; everything else in the file is for the Supabase CLI alone. */
export type ProjectConfig = z.infer<typeof schema>;

/** The defaults `supabase init` writes, for stand-ins started without a config.toml (tests with fixture migrations). */
export const DEFAULT_PROJECT_CONFIG: ProjectConfig = schema.parse({});

/** Reads and checks a config.toml; an unreadable file or a malformed setting is an Error naming the setting. */
export function readProjectConfig(file: string): ProjectConfig {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? 'config'} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}
