// The places the signed-in office account serves (its hostels, its messes, its gate, or its trades), as the database
// reads them for the caller; empty for staff and admins, who serve everywhere.
import { getHostels } from '../../../lib/hostels';
import { getSupabase } from '../../../lib/supabase';
import { useQuery, type QueryState } from '../../../lib/use-query';

export interface OfficePlace {
  kind: 'hostel' | 'mess' | 'gate' | 'trade';
  place: string;
}

export async function getMyPlaces(): Promise<OfficePlace[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_office_places').overrideTypes<OfficePlace[], { merge: false }>();
  if (error) throw error;
  return data;
}

/** The hostels the messes of these names feed (public.mess_hostels), each once. */
export async function hostelsFedBy(messNames: readonly string[]): Promise<string[]> {
  if (messNames.length === 0) return [];
  const supabase = await getSupabase();
  const messes = await supabase
    .from('messes')
    .select('id')
    .in('name', [...messNames]);
  if (messes.error) throw messes.error;
  const fed = await supabase
    .from('mess_hostels')
    .select('hostel_name')
    .in(
      'mess_id',
      messes.data.map((mess) => mess.id),
    );
  if (fed.error) throw fed.error;
  return [...new Set(fed.data.map((row) => row.hostel_name))];
}

/** The hostels an account's places name or feed: a warden's or a gate's hostels, and those its messes feed. */
export async function servedHostelsOf(places: readonly OfficePlace[]): Promise<string[]> {
  const named = places.filter((place) => place.kind === 'hostel' || place.kind === 'gate').map((place) => place.place);
  const fed = await hostelsFedBy(places.filter((place) => place.kind === 'mess').map((place) => place.place));
  return [...new Set([...named, ...fed])].sort();
}

/**
 * The hostels the signed-in office account acts for or sees: every hostel for the whole office, else those its places
 * name (a warden's hostels, a gate's) or feed (a mess manager's messes). Null while loading.
 */
export function useServedHostels(userId: string, wholeOffice: boolean): QueryState<string[]> & { reload: () => void } {
  return useQuery(`office-served-hostels:${userId}`, async () =>
    wholeOffice ? (await getHostels()).map((hostel) => hostel.name) : servedHostelsOf(await getMyPlaces()),
  );
}
