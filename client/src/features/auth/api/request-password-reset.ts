// "Forgot password?": asks GoTrue (/recover) to e-mail a link that comes back to /auth/reset-password.
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { errorCode } from '../../../lib/errors';
import { getSupabase } from '../../../lib/supabase';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the typed address, shown under the field; null when it can be sent. */
export function recoveryEmailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return messages.emailRequired;
  return EMAIL.test(trimmed) ? null : messages.emailInvalid;
}

/** GoTrue's project-wide hourly e-mail budget is spent (429 over_email_send_rate_limit). */
export function isEmailRateLimit(error: unknown): boolean {
  if (errorCode(error) === 'over_email_send_rate_limit') return true;
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}

/** Resolves alike whether or not the address has an account: GoTrue answers both the same way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${paths.resetPassword.getHref()}`,
  });
  if (error) throw error;
}
