// A hostel's rooms, asked for before the page's code has arrived. When the app opens at a hostel's page the layout sends
// the read as its own code runs: the page's code, its catalogues and the contracts that check the answer are a chain of
// requests behind the layout's, and on a phone the read takes about as long again. get-hostel-rooms.ts reads the answer.
import { hostelRoomsPath } from '@campus-hostel/contracts/api';
import { sendApiRequest } from '../../../lib/api-request';

/** The read sent early, for the hostel the address named; taken once. */
let early: { hostel: string; sent: Promise<Response> } | null = null;

export function startHostelRooms(hostel: string): void {
  if (early?.hostel === hostel) return;
  const sent = sendApiRequest('GET', hostelRoomsPath(hostel), undefined);
  // Its failure is the page's to show, when the page takes it.
  sent.catch(() => undefined);
  early = { hostel, sent };
}

/**
 * The read sent early for `hostel`, once; undefined when none was. An answer the page takes late is still current: the
 * page reads its rooms again when it joins Realtime.
 */
export function takeHostelRooms(hostel: string): Promise<Response> | undefined {
  const started = early;
  early = null;
  return started?.hostel === hostel ? started.sent : undefined;
}
