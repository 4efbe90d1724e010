// The recovery link's landing: whether it brought a session, the new password's checks, and setting it.
import { messages } from '../../../config/messages';
import { getSupabase } from '../../../lib/supabase';

// GoTrue's defaults: supabase/config.toml sets no [auth] minimum_password_length, and bcrypt reads 72 bytes at most.
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;

export interface NewPasswordInput {
  password: string;
  confirm: string;
}

export type NewPasswordProblems = Partial<Record<keyof NewPasswordInput, string>>;

/** The messages to show under each field; empty when the password can be sent. */
export function newPasswordProblems({ password, confirm }: NewPasswordInput): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  // Counted in characters as GoTrue counts the minimum, in UTF-8 bytes as it counts the maximum.
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.password = messages.passwordTooShort(MIN_PASSWORD_LENGTH);
  else if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES)
    problems.password = messages.passwordTooLong(MAX_PASSWORD_BYTES);
  if (confirm === '') problems.confirm = messages.confirmPasswordRequired;
  else if (confirm !== password) problems.confirm = messages.passwordsDoNotMatch;
  return problems;
}

/**
 * What this page load carries: `invalid` when GoTrue sent the browser back with an error (error_code=otp_expired
 * for a link that is expired or already used), `ready` with a session to set the password in, else `missing`.
 */
export type RecoveryLinkState = 'ready' | 'invalid' | 'missing';

export async function recoveryLinkState(): Promise<RecoveryLinkState> {
  const supabase = await getSupabase();
  // supabase-js reads the link's fragment once, as it starts; a failed link is its initialisation's error.
  const { error } = await supabase.auth.initialize();
  if (error) {
    console.warn('The recovery link was refused', error);
    return 'invalid';
  }
  const { data } = await supabase.auth.getSession();
  return data.session ? 'ready' : 'missing';
}

/** The session ended before the password was sent (supabase-js's AuthSessionMissingError). */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof Error && error.name === 'AuthSessionMissingError';
}

export async function setNewPassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
