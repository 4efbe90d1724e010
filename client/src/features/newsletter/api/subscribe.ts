// Newsletter sign-up: validates the address, stores it in newsletter_subscribers (insert only, nothing read back).
import { errorCode } from '../../../lib/errors';
import { getSupabase } from '../../../lib/supabase';

// The same shape the database's check constraint accepts.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length >= 3 && trimmed.length <= 320 && EMAIL_PATTERN.test(trimmed);
}

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const supabase = await getSupabase();
  // Without .select() supabase-js asks for return=minimal: visitors may insert but never read the list.
  const { error } = await supabase.from('newsletter_subscribers').insert({ email: email.trim() });
  if (!error) return 'subscribed';
  if (errorCode(error) === '23505') return 'already-subscribed';
  throw error;
}
