// Which hostels are under selection, and from when until when (selection_calendar()): what a visitor may know of
// selection day, read without signing in.
import { rpcPublic } from '../../../lib/public-rest';

export interface HostelSelectionTimes {
  hostel_name: string;
  opens_at: string;
  closes_at: string;
}

export function getSelectionCalendar(): Promise<HostelSelectionTimes[]> {
  return rpcPublic<HostelSelectionTimes[]>('selection_calendar');
}
