// Occupancy per hostel from room_availability(): occupied = total − free (held rooms count as taken).
import { getSupabase } from '../../../lib/supabase';
import type { HostelOccupancy } from '../types';

export async function getOccupancy(): Promise<HostelOccupancy[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('room_availability');
  if (error) throw error;
  return data.map((row) => ({
    hostel: row.hostel_name,
    total: row.total,
    free: row.free,
    occupied: Math.max(0, row.total - row.free),
  }));
}
