// Password sign-in for students (Supabase Auth) and admins (our API, then the session handed to supabase-js).
import { adminApi, type AdminLoginBody, type AdminSession } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import { setRememberMe } from '../../../lib/auth-storage';
import { getSupabase } from '../../../lib/supabase';

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/** The product's rule: both fields must be filled in (no format or length checks). */
export function missingCredentials(input: { email: string; password: string }): ('email' | 'password')[] {
  const missing: ('email' | 'password')[] = [];
  if (input.email.trim() === '') missing.push('email');
  if (input.password === '') missing.push('password');
  return missing;
}

export async function signInWithPassword({ email, password, remember }: Credentials): Promise<void> {
  setRememberMe(remember);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({
    email: email.trim(),
    password,
  });
  if (error) throw error;
}

/** Admin sign-in goes through the server (which admits only admins); the session then drives RLS as usual. */
export async function signInAsAdmin({ email, password, remember }: Credentials): Promise<AdminSession> {
  const body: AdminLoginBody = { email: email.trim(), password };
  const session = await apiClient.call(adminApi.login, { body });
  setRememberMe(remember);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.setSession({
    access_token: session.token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
  return session;
}
