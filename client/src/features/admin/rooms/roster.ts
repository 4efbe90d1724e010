// The roster as the office reads it: its URL (hostel, search, page), beds grouped wing → room → bed, and the words for
// a bed's state and the office's answers.
import { messages } from '../../../config/messages';
import { ApiError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import type { RosterBed } from './api/get-roster';

export interface RosterParams {
  /** '' until the office picks one (the page then takes the first hostel). */
  hostel: string;
  query: string;
  page: number;
}

/** What the roster's URL says: `?hostel=&q=&page=`, anything malformed read as unset. */
export function readRosterParams(params: URLSearchParams): RosterParams {
  const page = Number(params.get('page'));
  return {
    hostel: params.get('hostel') ?? '',
    query: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function rosterParams({ hostel, query, page }: RosterParams): URLSearchParams {
  const params = new URLSearchParams();
  if (hostel !== '') params.set('hostel', hostel);
  if (query.trim() !== '') params.set('q', query);
  if (page > 1) params.set('page', String(page));
  return params;
}

export interface RosterRoom {
  room_id: number;
  room_number: number;
  occupancy: number;
  price_minor: number;
  out_of_service: boolean;
  out_of_service_reason: string | null;
  beds: RosterBed[];
}

export interface RosterWing {
  wing: string;
  rooms: RosterRoom[];
}

/** Beds (ordered by wing, room, label, as the database sends them) grouped into wings and rooms, keeping that order. */
export function groupRoster(beds: readonly RosterBed[]): RosterWing[] {
  const wings: RosterWing[] = [];
  for (const bed of beds) {
    let wing = wings.at(-1);
    if (wing?.wing !== bed.wing_name) {
      wing = { wing: bed.wing_name, rooms: [] };
      wings.push(wing);
    }
    let room = wing.rooms.at(-1);
    if (room?.room_id !== bed.room_id) {
      room = {
        room_id: bed.room_id,
        room_number: bed.room_number,
        occupancy: bed.occupancy,
        price_minor: bed.price_minor,
        out_of_service: bed.out_of_service,
        out_of_service_reason: bed.out_of_service_reason,
        beds: [],
      };
      wing.rooms.push(room);
    }
    room.beds.push(bed);
  }
  return wings;
}

export type BedState = 'checked-in' | 'occupied' | 'held' | 'free';

export function bedState(bed: RosterBed): BedState {
  if (bed.occupied) return bed.checked_in_at ? 'checked-in' : 'occupied';
  return bed.held_until ? 'held' : 'free';
}

/** A bed's state in the language being read. */
export function bedStateLabel(state: BedState): string {
  return t(`admin:rooms.bedStates.${state}`);
}

/** The server's message, or ours for the refusals the office can act on. */
export function roomActionFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'room_in_use') return t('admin:rooms.roomInUse');
    if (error.code === 'bed_not_occupied') return t('admin:rooms.bedNotOccupied');
    if (error.message !== messages.somethingWentWrong) return error.message;
  }
  return fallback;
}

/** Rupees as typed ('550', '550.50', '1,200') → paise; null when it is not an amount. */
export function rupeesToMinor(typed: string): number | null {
  const text = typed.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
