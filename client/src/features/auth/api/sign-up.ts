// Registration: the form's checks, then Supabase sign-up with the chosen role kept as user metadata. It grants nothing:
// hr or admin makes the database open a request for office access that an admin decides.
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

/** The product's rules in their order: every field filled in, then the passwords equal. Null when valid. */
export function signUpProblem(input: SignUpInput): string | null {
  if (input.email.trim() === '' || input.password === '' || input.confirm_password === '' || input.role === '') {
    return messages.fillAllFields;
  }
  if (input.password !== input.confirm_password) return messages.passwordsDoNotMatch;
  return null;
}

export async function signUp(input: SignUpInput): Promise<void> {
  // A new account is kept for this tab only until the user opts in to "remember me" at sign-in.
  setRememberMe(false);
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: { data: { role: input.role } },
  });
  if (error) throw error;
  if (!data.session) return;
  // The role is written to the metadata once more after sign-up; a failure there is only logged, never shown.
  const update = await supabase.auth.updateUser({ data: { role: input.role } });
  if (update.error) console.warn('Could not store the sign-up role', update.error);
}
