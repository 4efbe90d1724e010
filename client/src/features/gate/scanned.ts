// What the guard's box or the camera read: a pass (a JWT, three base64url parts) or else a roll number.
import type { Scanned } from './api/gate';

const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** A roll number is at most this long (contracts' gateScanBody). */
const ROLL_MAX = 20;

export function scannedFrom(text: string): Scanned | null {
  const read = text.trim();
  if (read === '') return null;
  return TOKEN_SHAPE.test(read) ? { token: read } : { roll_number: read.slice(0, ROLL_MAX) };
}
