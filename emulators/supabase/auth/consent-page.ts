// The local stand-in for Google's and GitHub's sign-in screens: a small, accessible, self-contained HTML page.

export interface OAuthProviderInfo {
  label: string;
  defaultEmail: string;
  defaultName: string;
}

/** The social providers the client offers; anything else is refused like a disabled GoTrue provider. */
export const OAUTH_PROVIDERS: Readonly<Record<string, OAuthProviderInfo>> = {
  google: { label: 'Google', defaultEmail: 'google.user@hostel.local', defaultName: 'Google Test User' },
  github: { label: 'GitHub', defaultEmail: 'github.user@hostel.local', defaultName: 'GitHub Test User' },
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface ConsentPageInput {
  provider: string;
  info: OAuthProviderInfo;
  /** Hidden fields carried to the consent POST (redirect_to, PKCE challenge). */
  hidden: Record<string, string>;
  cancelUrl: string;
  /** What the person typed, kept when the page comes back with an error. */
  email?: string;
  fullName?: string;
  /** Why the last attempt was refused, announced to screen readers. */
  error?: string;
}

/** Headers that keep the page inert (no scripts, no framing) while allowing its inline style. */
export const CONSENT_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

export function renderConsentPage({
  provider,
  info,
  hidden,
  cancelUrl,
  email,
  fullName,
  error,
}: ConsentPageInput): string {
  const label = escapeHtml(info.label);
  const alert = error === undefined ? '' : `\n    <p class="error" role="alert">${escapeHtml(error)}</p>`;
  const hiddenInputs = Object.entries({ provider, ...hidden })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in with ${label} (local stand-in)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1b1f24; margin: 0; }
    main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.5rem;
           box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
    h1 { font-size: 1.4rem; margin-top: 0; }
    p { line-height: 1.5; }
    label { display: block; font-weight: 600; margin-top: 1rem; }
    input[type="email"], input[type="text"], input[type="password"] { width: 100%; box-sizing: border-box; padding: 0.55rem;
           margin-top: 0.3rem; font-size: 1rem; border: 1px solid #6b7280; border-radius: 0.3rem; }
    .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
    button { background: #1d4ed8; color: #fff; border: 0; padding: 0.6rem 1.4rem; font-size: 1rem;
             border-radius: 0.3rem; cursor: pointer; }
    button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
    a { color: #1d4ed8; }
    .hint { font-size: 0.9rem; color: #4b5563; margin: 0.3rem 0 0; }
    .error { color: #991b1b; background: #fef2f2; border: 1px solid #991b1b; padding: 0.6rem; border-radius: 0.3rem; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with ${label} (local stand-in)</h1>
    <p>This screen stands in for ${label} while the app runs offline. A new address creates a new account.
      An address that already has an account here opens it only with that account's password.</p>${alert}
    <form method="post" action="authorize/consent">
      ${hiddenInputs}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email ?? info.defaultEmail)}">
      <label for="full_name">Full name</label>
      <input id="full_name" name="full_name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(fullName ?? info.defaultName)}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" maxlength="72" aria-describedby="password-hint">
      <p id="password-hint" class="hint">Needed for an existing account. For a new one, leave it empty, or choose one to come back to this account later.</p>
      <div class="actions">
        <button type="submit">Continue</button>
        <a href="${escapeHtml(cancelUrl)}">Cancel</a>
      </div>
    </form>
  </main>
</body>
</html>
`;
}
