// The office's roster of one hostel: every bed with its room and occupant, from office_roster() (office only, paged and
// searched by the database).
import type { Page } from '../../../../lib/pages';
import { getSupabase } from '../../../../lib/supabase';

/** Beds on one page of the roster. */
export const ROSTER_PAGE_SIZE = 50;

/** One bed as office_roster() answers it (the generated types call every column required; these may be null). */
export interface RosterBed {
  bed_id: number;
  room_id: number;
  hostel_name: string;
  wing_name: string;
  room_number: number;
  occupancy: number;
  label: string;
  occupied: boolean;
  occupant_id: string | null;
  occupant_name: string | null;
  occupant_email: string | null;
  checked_in_at: string | null;
  /** Set while someone's hold on the bed is live. */
  held_until: string | null;
  booking_reference: string | null;
  price_minor: number;
  out_of_service: boolean;
  out_of_service_reason: string | null;
  /** How many beds match in all (every row carries it). */
  total: number;
}

/** One page (1-based) of the hostel's beds whose occupant's name or email holds `query`, wing by wing, room by room. */
export async function getRoster(hostel: string, query: string, page: number): Promise<Page<RosterBed>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('office_roster', {
      p_hostel_name: hostel,
      p_query: query.trim(),
      p_limit: ROSTER_PAGE_SIZE,
      p_offset: (page - 1) * ROSTER_PAGE_SIZE,
    })
    .overrideTypes<RosterBed[], { merge: false }>();
  if (error) throw error;
  // A page past the end has no row to carry the count: it reads as empty, and the view steps back to page 1.
  return { rows: data, total: data[0]?.total ?? 0 };
}
