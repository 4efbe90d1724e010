// The HTTP headers the built SPA is served with (vite preview here; the same on a CDN, see README): what the page may
// load, run and connect to, and that no other site may frame it.
import type { Env } from './env-parse.ts';

const STRIPE_JS = 'https://js.stripe.com';

/** index.html's one inline script (the kept theme and language before the first paint), allowed by its hash alone. */
export const BOOT_SCRIPT_HASH = "'sha256-gO+SDiWjhSf90t0oBmTtw2xvuahhhpexho6PeIOUYQ8='";

/** The origin of a URL, and its websocket twin for Supabase Realtime. */
function origins(url: string, withSocket = false): string[] {
  if (url === '') return [];
  const { origin, protocol, host } = new URL(url);
  return withSocket ? [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`] : [origin];
}

/** Content-Security-Policy for this configuration: scripts from this site and Stripe only, nothing framing it. */
export function contentSecurityPolicy(env: Env): string {
  const connect = [
    "'self'",
    ...origins(env.supabaseUrl, true),
    ...origins(env.apiUrl),
    ...origins(env.stripeLocalUrl),
    'https://api.stripe.com',
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", BOOT_SCRIPT_HASH, STRIPE_JS],
    // React and Stripe Elements set style attributes; no script can be injected through them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins(env.supabaseUrl), 'https://*.stripe.com'],
    'font-src': ["'self'"],
    'connect-src': [...new Set(connect)],
    'frame-src': [STRIPE_JS, 'https://hooks.stripe.com'],
    // The meal counter's QR reader (qr-scanner) decodes in a worker it starts from a blob; the service worker is 'self'.
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of the built SPA. */
export function securityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The meal counter scans QRs with this site's camera; nothing else may use one.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  };
}
