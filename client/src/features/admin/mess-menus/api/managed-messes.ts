// The messes the signed-in office account runs: every mess for the whole office, else those its places name.
import { getSupabase } from '../../../../lib/supabase';
import { useQuery, type QueryState } from '../../../../lib/use-query';
import { getMyPlaces } from '../../api/my-places';

export interface ManagedMess {
  id: number;
  name: string;
}

async function getManagedMesses(wholeOffice: boolean): Promise<ManagedMess[]> {
  const supabase = await getSupabase();
  const [messes, places] = await Promise.all([
    supabase.from('messes').select('id, name').order('name'),
    wholeOffice ? Promise.resolve([]) : getMyPlaces(),
  ]);
  if (messes.error) throw messes.error;
  const mine = new Set(places.filter((place) => place.kind === 'mess').map((place) => place.place));
  return wholeOffice ? messes.data : messes.data.filter((mess) => mine.has(mess.name));
}

export function useManagedMesses(
  userId: string,
  wholeOffice: boolean,
): QueryState<ManagedMess[]> & { reload: () => void } {
  return useQuery(`managed-messes:${userId}`, () => getManagedMesses(wholeOffice));
}
