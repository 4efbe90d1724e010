// The built SPA's headers: scripts only from this site and Stripe, nothing may frame it, connections only to its own backends.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

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
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
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
