// Free and total rooms per hostel, in one call to room_availability() (public: no session needed).
import type { Database } from '@campus-hostel/contracts/database-types';
import { rpcPublic } from '../../../lib/public-rest';

export type HostelAvailability = Database['public']['Functions']['room_availability']['Returns'][number];

export function getRoomAvailability(): Promise<HostelAvailability[]> {
  return rpcPublic<HostelAvailability[]>('room_availability');
}
