// The product's back end as real processes on chosen ports: Supabase stand-in, Stripe stand-in and the API.
import { LOCAL_SUPABASE, projectKeys, type ProjectKeys } from '@campus-hostel/emulators/supabase';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { freePort, spawnTs, waitForHealth, type Service } from './processes';

export { LOCAL_STRIPE, LOCAL_SUPABASE };

export const CLIENT_ORIGIN_DEFAULT = 'http://127.0.0.1:5173';

export interface SupabaseProcessOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL database; without it the stand-in runs PGlite in dataDir. */
  databaseUrl?: string;
}

/** Starts `emulators/supabase/main.ts` and waits until it is healthy (migrations and seed are applied by then). */
export async function startSupabaseProcess(opts: SupabaseProcessOptions): Promise<Service> {
  const service = spawnTs('supabase', 'emulators/supabase/main.ts', {
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
  });
  await waitForHealth(`http://127.0.0.1:${opts.port}`, service);
  return service;
}

/** Starts `emulators/stripe/main.ts` posting its webhooks to `webhookUrl`. */
export async function startStripeProcess(port: number, webhookUrl: string): Promise<Service> {
  const service = spawnTs('stripe', 'emulators/stripe/main.ts', {
    PORT: String(port),
    STRIPE_WEBHOOK_URL: webhookUrl,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
  });
  await waitForHealth(`http://127.0.0.1:${port}`, service);
  return service;
}

export interface ApiProcessOptions {
  port: number;
  supabaseUrl: string;
  stripeUrl: string;
  clientOrigin?: string;
  env?: Record<string, string>;
}

/** Starts `server/src/index.ts` against the given stand-ins. */
export async function startApiProcess(opts: ApiProcessOptions): Promise<Service> {
  const service = spawnTs('api', 'server/src/index.ts', {
    PORT: String(opts.port),
    CLIENT_ORIGIN: opts.clientOrigin ?? CLIENT_ORIGIN_DEFAULT,
    SUPABASE_URL: opts.supabaseUrl,
    SUPABASE_SECRET_KEY: LOCAL_SUPABASE.secretKey,
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    STRIPE_API_BASE: opts.stripeUrl,
    LOG_LEVEL: 'error',
    ...opts.env,
  });
  await waitForHealth(`http://127.0.0.1:${opts.port}`, service);
  return service;
}

export interface Stack {
  supabaseUrl: string;
  stripeUrl: string;
  apiUrl: string;
  ports: { supabase: number; stripe: number; api: number };
  /** The stand-in's keys (read from its data folder), to sign students' tokens as its GoTrue would. */
  keys: ProjectKeys;
  services: { supabase: Service; stripe: Service; api: Service };
  stop(): Promise<void>;
}

/** Supabase stand-in, then the API, then the Stripe stand-in wired to the API's webhook; on free ports unless given. */
export async function startStack(opts: {
  dataDir: string;
  databaseUrl?: string;
  ports?: Partial<Stack['ports']>;
  clientOrigin?: string;
  /** More of the API's environment (e.g. SELECTION_CAPACITY for the waiting room). */
  apiEnv?: Record<string, string>;
}): Promise<Stack> {
  const ports = {
    supabase: opts.ports?.supabase ?? (await freePort()),
    stripe: opts.ports?.stripe ?? (await freePort()),
    api: opts.ports?.api ?? (await freePort()),
  };
  const supabaseUrl = `http://127.0.0.1:${ports.supabase}`;
  const stripeUrl = `http://127.0.0.1:${ports.stripe}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const supabase = await startSupabaseProcess({
    port: ports.supabase,
    dataDir: opts.dataDir,
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
  });
  const started: Service[] = [supabase];
  try {
    const stripe = await startStripeProcess(ports.stripe, `${apiUrl}/webhooks/stripe`);
    started.push(stripe);
    const api = await startApiProcess({
      port: ports.api,
      supabaseUrl,
      stripeUrl,
      ...(opts.clientOrigin ? { clientOrigin: opts.clientOrigin } : {}),
      ...(opts.apiEnv ? { env: opts.apiEnv } : {}),
    });
    started.push(api);
    return {
      supabaseUrl,
      stripeUrl,
      apiUrl,
      ports,
      keys: projectKeys({ dataDir: opts.dataDir }),
      services: { supabase, stripe, api },
      async stop() {
        await Promise.all([api.stop(), stripe.stop()]);
        await supabase.stop();
      },
    };
  } catch (error) {
    await Promise.all(started.map((service) => service.stop('SIGKILL')));
    throw error;
  }
}
