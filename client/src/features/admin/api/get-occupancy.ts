// Occupancy per hostel from room_availability(): occupied = total − free (held rooms count as taken).
import { getSupabase } from '../../../lib/supabase';
import type { HostelOccupancy } from '../types';

/** One row of room_availability(). */
export interface AvailabilityRow {
  hostel_name: string;
  free: number;
  total: number;
}

export function occupancyOf(row: AvailabilityRow): HostelOccupancy {
  return { hostel: row.hostel_name, total: row.total, free: row.free, occupied: Math.max(0, row.total - row.free) };
}

export async function getOccupancy(): Promise<HostelOccupancy[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('room_availability');
  if (error) throw error;
  return data.map(occupancyOf);
}
