// The messes' names (public.messes), the places a mess manager serves: read through RLS by any signed-in account.
import { getSupabase } from '../../../lib/supabase';

export async function getMessNames(): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('messes').select('name').order('name');
  if (error) throw error;
  return data.map((mess) => mess.name);
}
