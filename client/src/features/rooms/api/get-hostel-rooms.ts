// One hostel's rooms with their beds (public columns only, read without a session), and the signed-in viewer's own beds.
import { roomsApi, type ListedBed, type ListedRoom } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import { getSupabase } from '../../../lib/supabase';
import { takeHostelRooms } from './hostel-rooms-start';

/** What the rooms page needs of a bed to say whether it is free: a bed, not a room, is the unit sold. */
export type Bed = ListedBed;

/**
 * A room as the rooms page reads it; its state comes from its beds, not from the room's own summary columns, unless the
 * office has taken it out of service (public since the office's migration; the reason stays the office's).
 */
export type Room = ListedRoom;

/**
 * Read through our API rather than from the database: on selection day thousands of pages open one hostel at once,
 * and the API answers those that ask together with one read, still made after each asked (server/README.md).
 */
export function getHostelRooms(hostel: Room['hostel_name']): Promise<Room[]> {
  return apiClient.call(roomsApi.list, { params: { hostel } }, { sent: takeHostelRooms(hostel) });
}

/** The signed-in student's beds: those held in an unfinished booking, and the one paid for, if any. */
export interface OwnBeds {
  held: ReadonlySet<number>;
  owned: number | null;
}

/** The signed-in student's held and paid beds (RLS returns only the caller's bookings). */
export async function getOwnBeds(): Promise<OwnBeds> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('bed_id, status').in('status', ['held', 'paid']);
  if (error) throw error;
  return {
    held: new Set(data.filter((row) => row.status === 'held').map((row) => row.bed_id)),
    owned: data.find((row) => row.status === 'paid')?.bed_id ?? null,
  };
}
