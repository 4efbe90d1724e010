// The built SPA's headers: scripts only from this site and Stripe, nothing may frame it, connections only to its own backends.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH, contentSecurityPolicy, securityHeaders } from './security-headers';

const hosted = {
  supabaseUrl: 'https://abcd.supabase.co',
  supabaseKey: 'sb_publishable_x',
  apiUrl: 'https://api.hostel.example.edu',
  stripePublishableKey: 'pk_live_x',
  stripeLocalUrl: '',
};

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('when built for a hosted project, then scripts come only from the site and Stripe, and no site may frame it', () => {
    const csp = directives(contentSecurityPolicy(hosted));
    expect(csp['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH, 'https://js.stripe.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
      'https://api.hostel.example.edu',
      'https://api.stripe.com',
    ]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('when index.html runs its one inline script, then the policy allows exactly that script by its hash', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  it('when the Stripe stand-in is configured, then the page may also talk to it', () => {
    const csp = directives(contentSecurityPolicy({ ...hosted, stripeLocalUrl: 'http://localhost:12111' }));
    expect(csp['connect-src']).toContain('http://localhost:12111');
  });

  it('sends the referrer policy, nosniff and a frame refusal for older browsers', () => {
    expect(securityHeaders(hosted)).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });
});
