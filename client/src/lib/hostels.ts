// The hostels, as public.hostels lists them: read once per page load and shared by the menus, pages and cards.
import type { HostelKind, HostelRow } from '@campus-hostel/contracts/database';
import { selectPublic } from './public-rest';
import { useQuery, type QueryState } from './use-query';

export type Hostel = Omit<HostelRow, 'kind'> & { kind: HostelKind };

/** A room type of a hostel (its occupancy), and how many of its beds the viewer could book now. */
export interface RoomTypeFreeBeds {
  occupancy: number;
  free: number;
}

let pending: Promise<Hostel[]> | null = null;

/** Every hostel in the office's order; a failed read is not remembered, so the next caller tries again. */
export function getHostels(): Promise<Hostel[]> {
  pending ??= selectPublic<Hostel>('hostels', { select: '*', order: 'sort_order.asc' }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function useHostels(): QueryState<Hostel[]> & { reload: () => void } {
  return useQuery('hostels', getHostels);
}

/** The product's links spell hostels as Kanhar, Gopad, …; other casings are recognised so they can be redirected. */
export function canonicalHostel(hostels: readonly Hostel[], raw: string): Hostel | undefined {
  const wanted = raw.trim().toLowerCase();
  return hostels.find((hostel) => hostel.name.toLowerCase() === wanted);
}
