// What one bed costs in each room type (single, double) of a hostel, and what for, from the rooms' public columns.
import type { FeePeriod } from '@campus-hostel/contracts/api';
import { feePeriodOf } from '../../../../lib/fees';
import { readAllPages } from '../../../../lib/pages';
import { getSupabase } from '../../../../lib/supabase';

export interface RoomTypePrice {
  occupancy: 1 | 2;
  rooms: number;
  /** Lowest and highest price among the type's rooms: equal once the office has set the type's price. */
  minMinor: number;
  maxMinor: number;
  /** What the price pays for: the period every room of the type shares, or null while they differ. */
  period: FeePeriod | null;
}

/** The hostel's room types that have rooms, single first. */
export async function getRoomPrices(hostel: string): Promise<RoomTypePrice[]> {
  const supabase = await getSupabase();
  const rooms = await readAllPages(async (from, to) => {
    const { data, error, count } = await supabase
      .from('hostel_room')
      .select('occupancy, price_minor, fee_period', { count: 'exact' })
      .eq('hostel_name', hostel)
      .order('id')
      .range(from, to);
    if (error) throw error;
    return { rows: data, total: count ?? data.length };
  });
  const types: RoomTypePrice[] = [];
  for (const occupancy of [1, 2] as const) {
    const ofType = rooms.filter((room) => room.occupancy === occupancy);
    const prices = ofType.map((room) => room.price_minor);
    const periods = new Set(ofType.map((room) => feePeriodOf(room.fee_period)));
    if (prices.length > 0) {
      types.push({
        occupancy,
        rooms: prices.length,
        minMinor: Math.min(...prices),
        maxMinor: Math.max(...prices),
        period: periods.size === 1 ? ([...periods][0] ?? null) : null,
      });
    }
  }
  return types;
}
