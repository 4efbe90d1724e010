// Env rules: local defaults only where given, every key named when missing or malformed, legacy anon keys still accepted.
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, type EnvDefaults, type RawEnv } from './env-parse';

const LOCAL: EnvDefaults = {
  supabaseUrl: 'http://localhost:54321',
  supabaseKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  apiUrl: 'http://localhost:8787',
  stripePublishableKey: 'pk_test_local',
  stripeLocalUrl: 'http://localhost:12111',
};

const HOSTED = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123',
  VITE_API_URL: 'https://api.hostel.example.edu',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
};

function refusal(raw: RawEnv, defaults?: EnvDefaults): string {
  try {
    parseEnv(raw, defaults);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv', () => {
  it('when nothing is set in development, then the local stand-ins are used', () => {
    expect(parseEnv({}, LOCAL)).toEqual(LOCAL);
  });

  it('when a hosted project is configured for production, then its values are used and Stripe Elements is chosen', () => {
    expect(parseEnv(HOSTED, undefined)).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseKey: 'sb_publishable_abc123',
      apiUrl: 'https://api.hostel.example.edu',
      stripePublishableKey: 'pk_live_51abc',
      stripeLocalUrl: '',
    });
  });

  it.each(Object.keys(HOSTED))('when %s is missing from a production build, then one line names it', (key) => {
    const message = refusal({ ...HOSTED, [key]: undefined });
    expect(message).toContain(key);
    expect(message).not.toContain('\n');
  });

  it('when a legacy project gives only an anon key, then it is used; a malformed key is refused by name', () => {
    const { VITE_SUPABASE_PUBLISHABLE_KEY: _, ...legacy } = HOSTED;
    const anon = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln';
    expect(parseEnv({ ...legacy, VITE_SUPABASE_ANON_KEY: anon }, undefined).supabaseKey).toBe(anon);
    expect(refusal({ ...legacy, VITE_SUPABASE_ANON_KEY: 'anon' })).toMatch(/^VITE_SUPABASE_ANON_KEY/);
    expect(refusal({ ...HOSTED, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' })).toMatch(
      /^VITE_SUPABASE_PUBLISHABLE_KEY/,
    );
    expect(refusal({ ...HOSTED, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' })).toMatch(/^VITE_STRIPE_PUBLISHABLE_KEY/);
  });

  it('when VITE_STRIPE_LOCAL_URL is set to empty, then it stays empty (hosted Stripe)', () => {
    expect(parseEnv({ VITE_STRIPE_LOCAL_URL: '' }, LOCAL).stripeLocalUrl).toBe('');
  });

  it('when a URL is malformed, then the error names the key', () => {
    expect(refusal({ VITE_API_URL: 'localhost:8787' }, LOCAL)).toMatch(/VITE_API_URL/);
    expect(refusal({ VITE_API_URL: 'ftp://x' }, LOCAL)).toMatch(/VITE_API_URL/);
    expect(refusal({ VITE_SUPABASE_URL: '' }, LOCAL)).toMatch(/VITE_SUPABASE_URL/);
  });

  it('when a URL ends with a slash, then it is trimmed so paths join cleanly', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example.edu/' }, LOCAL).apiUrl).toBe('https://api.example.edu');
  });
});
