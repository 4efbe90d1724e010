// The places the signed-in office account serves (its hostels, its hostel's mess or gate, or its trades), as the
// database reads them for the caller; empty for staff and admins, who serve everywhere.
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

/**
 * The hostels the signed-in office account acts for or sees: every hostel for the whole office, else those its places
 * name (a warden's hostels, the hostel of a mess or a gate). Null while loading.
 */
export function useServedHostels(userId: string, wholeOffice: boolean): QueryState<string[]> & { reload: () => void } {
  return useQuery(`office-served-hostels:${userId}`, async () =>
    wholeOffice
      ? (await getHostels()).map((hostel) => hostel.name)
      : (await getMyPlaces()).filter((place) => place.kind !== 'trade').map((place) => place.place),
  );
}
