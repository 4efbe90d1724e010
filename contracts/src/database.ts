// The app's names for rows of the generated database types, and literal types of the columns a CHECK constrains.
import type { CheckedValues, Tables } from './database.types';

type Checked = typeof CheckedValues;

/** The values a `check (column in (...))` allows, as a literal union. */
export type CheckedValue<
  T extends keyof Checked,
  C extends keyof Checked[T],
> = Checked[T][C] extends readonly (infer V)[] ? V : never;

export type ApplicationType = CheckedValue<'application_table', 'application_type'>;

/** The columns visitors and students may select: the migrations' column grants leave out person1, occupant_id and held_by. */
export type HostelRoomRow = Pick<
  Tables<'hostel_room'>,
  | 'id'
  | 'hostel_name'
  | 'wing_name'
  | 'room_number'
  | 'occupancy'
  | 'status'
  | 'accessible'
  | 'price_minor'
  | 'fee_period'
  | 'held_until'
>;

/** The bed columns visitors and students may select: occupant_id, occupant_name and held_by are personal. */
export type BedRow = Pick<Tables<'beds'>, 'id' | 'room_id' | 'label' | 'occupied' | 'held_until' | 'reserved_until'>;

/**
 * A bed kept for someone at `now`: under a hold until held_until, or kept for an invited roommate until reserved_until.
 * One that has ended leaves its bed free even before the sweep clears it.
 */
export function bedKeptAt(bed: Pick<BedRow, 'held_until' | 'reserved_until'>, now: number): boolean {
  return [bed.held_until, bed.reserved_until].some((until) => until !== null && Date.parse(until) > now);
}

/**
 * What a hostel page reads of its rooms: each room's public columns with its beds', embedded through
 * beds.room_id, so one request carries everything the map shows. Column grants refuse `select=*` (occupant and
 * holder are personal), so the columns are always named.
 */
export const HOSTEL_ROOMS_SELECT =
  'id,hostel_name,wing_name,room_number,occupancy,accessible,price_minor,fee_period,out_of_service,beds(id,occupied,held_until,reserved_until)';

/** Rows asked for per request of Supabase's REST API: hosted Supabase's default max_rows. */
export const MAX_ROWS = 1000;

export type ApplicationRow = Tables<'application_table'>;
/** A student's application as their history lists it (the history's own read, and the profile's one read). */
export type ApplicationHistoryRow = Pick<
  ApplicationRow,
  'application_id' | 'application_type' | 'description' | 'status' | 'decision' | 'decision_note' | 'created_at'
>;
export type ComplaintRow = Tables<'complaints_table'>;
export type NoticeRow = Tables<'notices'>;
export type HostelRow = Tables<'hostels'>;
export type HostelKind = CheckedValue<'hostels', 'kind'>;
export type Gender = CheckedValue<'student_profiles', 'gender'>;
