// CLI for the Stripe stand-in: `tsx emulators/stripe/main.ts` (HOST, PORT, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET).
import { DEFAULT_STRIPE_PORT, LOCAL_STRIPE, startStripe } from './index';

function fail(message: string): never {
  console.error(`stripe stand-in: ${message}`);
  process.exit(1);
}

const portText = process.env.PORT ?? String(DEFAULT_STRIPE_PORT);
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) fail(`PORT must be a port number (0-65535), got "${portText}"`);

// Loopback unless HOST says otherwise (empty counts as unset, as in the API's config): anyone who
// reaches the stand-in can create and confirm intents with its public keys.
const hostText = process.env.HOST?.trim() ?? '';
const host = hostText === '' ? '127.0.0.1' : hostText;

const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? 'http://localhost:8787/webhooks/stripe';
try {
  const parsed = new URL(webhookUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
} catch {
  fail(`STRIPE_WEBHOOK_URL must be an http(s) URL, got "${webhookUrl}"`);
}
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE.webhookSecret;
if (webhookSecret === '') fail('STRIPE_WEBHOOK_SECRET must not be empty');

const stripe = await startStripe({ host, port, webhookUrl, webhookSecret }).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
console.log(`Stripe stand-in ready at ${stripe.url} (webhooks → ${webhookUrl})`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stripe.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
