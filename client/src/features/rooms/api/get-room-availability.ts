// Free and total rooms per hostel, in one call to room_availability().
import type { Database } from "../../../lib/database.types";
import { getSupabase } from "../../../lib/supabase";

export type HostelAvailability =
  Database["public"]["Functions"]["room_availability"]["Returns"][number];

export async function getRoomAvailability(): Promise<HostelAvailability[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("room_availability");
  if (error) throw error;
  return data;
}
