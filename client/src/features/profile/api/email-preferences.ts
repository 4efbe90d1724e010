// Which kinds of notification email the signed-in user has turned off (notification_preferences, through RLS).
import { NOTIFICATION_KINDS, type NotificationKind } from '@campus-hostel/contracts/notification-kinds';
import { getSupabase } from '../../../lib/supabase';

export function knownKinds(values: readonly string[]): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => values.includes(kind));
}

/** The kinds not to email; none when the user has never chosen (no row: every kind is emailed). */
export async function getEmailOff(): Promise<NotificationKind[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('notification_preferences').select('email_off').maybeSingle();
  if (error) throw error;
  return knownKinds(data?.email_off ?? []);
}

/** Stores the kinds not to email (the whole list, replacing the previous one) and returns what was stored. */
export async function saveEmailOff(userId: string, emailOff: readonly NotificationKind[]): Promise<NotificationKind[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('notification_preferences')
    .upsert({ user_id: userId, email_off: knownKinds(emailOff) }, { onConflict: 'user_id' })
    .select('email_off')
    .single();
  if (error) throw error;
  return knownKinds(data.email_off);
}
