// Registration: the form's checks, then Supabase sign-up with the chosen role kept as user metadata. It grants nothing:
// hr or admin makes the database open a request for office access that an admin decides. A new account confirms its
// address by the e-mailed link (config.toml), which lands back on `next` signed in; sign-up may be limited to the
// institute's domain but for a guest, which Auth's before-user-created hook enforces and the form checks first; the
// database makes an account chosen as a guest a guest account when it is made.
import { messages } from '../../../config/messages';
import { setRememberMe } from '../../../lib/auth-storage';
import { getSupabase } from '../../../lib/supabase';

export const SIGN_UP_ROLES = ['hr', 'admin', 'student', 'guest'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export interface SignUpInput {
  email: string;
  password: string;
  confirm_password: string;
  role: string;
}

/** Signed in at once (confirmations off), or waiting for the e-mailed link. */
export type SignUpOutcome = 'signed_in' | 'confirm_email';

/** The product's rules in their order: every field filled in, then the passwords equal. Null when valid. */
export function signUpProblem(input: SignUpInput): string | null {
  if (input.email.trim() === '' || input.password === '' || input.confirm_password === '' || input.role === '') {
    return messages.fillAllFields;
  }
  if (input.password !== input.confirm_password) return messages.passwordsDoNotMatch;
  return null;
}

/** Whether `email` is outside the one domain sign-up is open to (never when there is none, nor for a guest). */
export function outsideDomain(email: string, domain: string | null, role: string): boolean {
  return role !== 'guest' && domain !== null && email.trim().toLowerCase().split('@').pop() !== domain;
}

/** Auth's hook refused the address: the institute's domain only (supabase/migrations/*_institute_settings.sql). */
export function isDomainRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 403;
}

/** The domain sign-up is open to (INSTITUTE_EMAIL_DOMAIN, as the server wrote it), or null for any address. */
export async function getSignUpDomain(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('institute_settings').select('email_domain').single();
  if (error) throw error;
  return data.email_domain;
}

/** Where the confirmation link brings the new account back: the page it set out for, else home. */
function landing(next: string | undefined): string {
  return `${window.location.origin}${next ?? '/'}`;
}

export async function signUp(input: SignUpInput, next: string | undefined): Promise<SignUpOutcome> {
  // A new account is kept for this tab only until the user opts in to "remember me" at sign-in.
  setRememberMe(false);
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: { data: { role: input.role }, emailRedirectTo: landing(next) },
  });
  if (error) throw error;
  if (!data.session) return 'confirm_email';
  // The role is written to the metadata once more after sign-up; a failure there is only logged, never shown.
  const update = await supabase.auth.updateUser({ data: { role: input.role } });
  if (update.error) console.warn('Could not store the sign-up role', update.error);
  return 'signed_in';
}

/** Mails the confirmation link again (Auth answers alike whether or not the address waits for one). */
export async function resendConfirmation(email: string, next: string | undefined): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: landing(next) },
  });
  if (error) throw error;
}
