// What the guard's box or the camera read: a pass (a JWT, three base64url parts), a visitor's phone number (a 10-digit
// Indian mobile, with or without +91 or 0, or + and digits), or else a student's roll number.
import { normalisePhone } from '@campus-hostel/contracts/api';
import type { Scanned } from './api/gate';

const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const PHONE_SHAPE = /^([6-9]\d{9}|\+\d{8,15})$/;

/** A roll number is at most this long (contracts' gateScanBody). */
const ROLL_MAX = 20;

export function scannedFrom(text: string): Scanned | null {
  const read = text.trim();
  if (read === '') return null;
  if (TOKEN_SHAPE.test(read)) return { token: read };
  if (PHONE_SHAPE.test(normalisePhone(read))) return { phone: read };
  return { roll_number: read.slice(0, ROLL_MAX) };
}
