// Configuration: local defaults, fail-fast on malformed values, and the process's start and graceful stop.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE, LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { ConfigError, LOCAL_LEAVE_PASS_SECRET, LOCAL_MEAL_TOKEN_SECRET, loadConfig } from '../src/config.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const TSX = path.resolve(SERVER_DIR, '../node_modules/.bin/tsx');

describe('loadConfig', () => {
  it('when nothing is set, then the local stand-ins are the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      clientOrigins: ['http://localhost:5173'],
      supabaseUrl: 'http://localhost:54321',
      host: '127.0.0.1',
      supabaseServerKey: LOCAL_SUPABASE.secretKey,
      supabaseJwksUrl: 'http://localhost:54321/auth/v1/.well-known/jwks.json',
      supabaseJwtSecret: undefined,
      notices: [],
      stripeSecretKey: 'sk_test_local',
      stripeWebhookSecret: 'whsec_local_dev_secret',
      stripeApiBase: undefined,
      roomHoldMinutes: 15,
      roommateHoldHours: 48,
      offerHours: 24,
      currency: 'inr',
      holdSweepIntervalMs: 5_000,
      mealTokenSecret: LOCAL_MEAL_TOKEN_SECRET,
      leavePassSecret: LOCAL_LEAVE_PASS_SECRET,
    });
  });

  it('when a legacy project is configured, then its keys are used and each gets a start-up line saying it is legacy', () => {
    const config = loadConfig({
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SUPABASE.legacyServiceRoleKey,
      SUPABASE_JWT_SECRET: LOCAL_SUPABASE.legacyJwtSecret,
    });
    expect(config.supabaseServerKey).toBe(LOCAL_SUPABASE.legacyServiceRoleKey);
    expect(config.supabaseJwtSecret).toBe(LOCAL_SUPABASE.legacyJwtSecret);
    expect(config.notices).toEqual([
      expect.stringMatching(/SUPABASE_SERVICE_ROLE_KEY is a legacy key/),
      expect.stringMatching(/SUPABASE_JWT_SECRET/),
    ]);
  });

  it('when a live Stripe key sits beside a public local secret, then the start stops with one line naming that key', () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_real_project_secret' };
    expect(() => loadConfig(live)).toThrow(/^Invalid configuration: SUPABASE_SECRET_KEY is a public local demo value/);
    const own = {
      ...live,
      SUPABASE_SECRET_KEY: 'sb_secret_the_projects_own',
      MEAL_TOKEN_SECRET: 'the-projects-own-meal-token-secret-0123456789',
      LEAVE_PASS_SECRET: 'the-projects-own-leave-pass-secret-0123456789',
    };
    expect(loadConfig(own).stripeSecretKey).toBe('sk_live_51Abc');
    expect(loadConfig(own).mealTokenSecret).toBe(own.MEAL_TOKEN_SECRET);
    expect(() => loadConfig({ ...own, STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret })).toThrow(
      /STRIPE_WEBHOOK_SECRET is a public local demo value/,
    );
    expect(() => loadConfig({ ...own, SUPABASE_JWT_SECRET: LOCAL_SUPABASE.legacyJwtSecret })).toThrow(
      /SUPABASE_JWT_SECRET is a public local demo value/,
    );
    expect(() => loadConfig({ ...own, MEAL_TOKEN_SECRET: LOCAL_MEAL_TOKEN_SECRET })).toThrow(
      /MEAL_TOKEN_SECRET is a public local demo value/,
    );
    expect(() => loadConfig({ ...own, LEAVE_PASS_SECRET: LOCAL_LEAVE_PASS_SECRET })).toThrow(
      /LEAVE_PASS_SECRET is a public local demo value/,
    );
  });

  it('when values are given, then they are parsed; empty values count as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      CLIENT_ORIGIN: 'https://hostel.example.edu, http://localhost:5173/',
      STRIPE_API_BASE: 'http://localhost:12111',
      ROOM_HOLD_MINUTES: '5',
      CURRENCY: 'USD',
      SUPABASE_URL: '',
    });
    expect(config).toMatchObject({
      port: 9000,
      clientOrigins: ['https://hostel.example.edu', 'http://localhost:5173'],
      stripeApiBase: 'http://localhost:12111',
      roomHoldMinutes: 5,
      currency: 'usd',
      supabaseUrl: 'http://localhost:54321',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['ROOM_HOLD_MINUTES', '0'],
    ['ROOM_HOLD_MINUTES', '500'],
    ['SUPABASE_URL', 'localhost:54321'],
    ['STRIPE_API_BASE', 'ftp://x'],
    ['CLIENT_ORIGIN', 'not a url'],
    ['CURRENCY', 'rupees'],
    ['STRIPE_SECRET_KEY', 'pk_test_local'],
    ['SUPABASE_SECRET_KEY', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'],
    ['SUPABASE_SERVICE_ROLE_KEY', 'sb_secret_x'],
  ])('when %s is %s, then one line naming the key', (key, value) => {
    let error: unknown;
    try {
      loadConfig({ [key]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain(key);
    expect(message).not.toContain('\n');
  });

  it('when a secret is malformed, then the message does not echo it', () => {
    expect(() => loadConfig({ SUPABASE_JWT_SECRET: 'short-secret' })).toThrow(
      /^Invalid configuration: SUPABASE_JWT_SECRET [^"]*$/,
    );
    expect(() => loadConfig({ MEAL_TOKEN_SECRET: 'short-meal-secret' })).toThrow(
      /^Invalid configuration: MEAL_TOKEN_SECRET [^"]*$/,
    );
  });
});

function run(env: Record<string, string>) {
  const child = spawn(TSX, ['src/index.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it('when a value is malformed, then it exits 1 printing one line that names the key', async () => {
    const proc = run({ ROOM_HOLD_MINUTES: 'soon' });
    expect(await proc.exited).toBe(1);
    const lines = proc.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: ROOM_HOLD_MINUTES/);
  });

  it('when started and sent SIGTERM, then it serves /health and then exits 0', async () => {
    const proc = run({ PORT: '0', LOG_LEVEL: 'info', SUPABASE_URL: 'http://127.0.0.1:9' });
    const deadline = Date.now() + 20_000;
    let port: number | undefined;
    while (port === undefined && Date.now() < deadline) {
      const match = /"port":(\d+)/.exec(proc.output().stdout);
      if (match?.[1]) port = Number(match[1]);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(port).toBeGreaterThan(0);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    // The demo secrets are public, so by default nothing but loopback reaches the API.
    expect(proc.output().stdout).toContain(`http://127.0.0.1:${port}`);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/health`)).rejects.toThrow();
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output().stdout).toContain('shutting down');
  });
});
