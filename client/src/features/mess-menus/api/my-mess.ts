// The signed-in student's mess for menus and rebates: the mess they are registered in today (IST), else the next one
// they will be, with its rebate rules; read from their own registrations through RLS.
import { todayStamp } from '../../../lib/format';
import { getSupabase } from '../../../lib/supabase';

export interface MyMess {
  id: number;
  name: string;
  rebateMinDays: number;
  rebateNoticeDays: number;
}

interface Registration {
  from_on: string;
  mess_periods: { starts_on: string; ends_on: string } | null;
  messes: { id: number; name: string; rebate_min_days: number; rebate_notice_days: number } | null;
}

export async function getMyMess(userId: string, today = todayStamp()): Promise<MyMess | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('mess_registrations')
    .select('from_on, mess_periods(starts_on, ends_on), messes(id, name, rebate_min_days, rebate_notice_days)')
    .eq('user_id', userId)
    .eq('status', 'registered')
    .overrideTypes<Registration[], { merge: false }>();
  if (error) throw error;
  const spans = data.flatMap(({ from_on, mess_periods: period, messes: mess }) => {
    if (!period || !mess) return [];
    const first = from_on > period.starts_on ? from_on : period.starts_on;
    return period.ends_on >= today ? [{ first, last: period.ends_on, mess }] : [];
  });
  spans.sort((a, b) => a.first.localeCompare(b.first));
  const span = spans.find(({ first }) => first <= today) ?? spans[0];
  if (!span) return null;
  const { id, name, rebate_min_days: rebateMinDays, rebate_notice_days: rebateNoticeDays } = span.mess;
  return { id, name, rebateMinDays, rebateNoticeDays };
}
