// The booking wizard's data, kept per room in sessionStorage so it survives steps, reloads and the hop to payment.

export type BookingUserType = 'student' | 'guest';

/** The booking form's data, shared across the wizard's steps and sent with the payment. */
export interface BookingDraft {
  name: string;
  email: string;
  state: string;
  city: string;
  pincode: string;
  userType: BookingUserType;
  description: string;
  /** A guest house's stay, booked by a student host: the name of the guest who stays. */
  guestName: string;
}

export type WizardStep = 1 | 2 | 3;

/** What the payment page shows of the room without fetching it again. */
export interface BookedRoomLabel {
  wing: string;
  number: number;
}

export interface StoredBooking {
  step: WizardStep;
  data: BookingDraft;
  room?: BookedRoomLabel;
}

export const EMPTY_DRAFT: BookingDraft = {
  name: '',
  email: '',
  state: '',
  city: '',
  pincode: '',
  userType: 'student',
  description: '',
  guestName: '',
};

const PREFIX = 'campus-hostel.booking';
const TEXT_FIELDS = ['name', 'email', 'state', 'city', 'pincode', 'description'] as const;
// Longer than any value the server accepts; a bigger stored value is not ours and is dropped.
const MAX_FIELD = 4000;

export function draftKey(hostel: string, roomId: string | number): string {
  return `${PREFIX}.${hostel}.${String(roomId)}`;
}

function storage(): Storage | undefined {
  // sessionStorage throws in some sandboxed frames; the wizard then simply forgets on reload.
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_FIELD ? value : '';
}

function roomLabelOf(value: unknown): BookedRoomLabel | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { wing, number } = value as Record<string, unknown>;
  return typeof wing === 'string' && wing.length <= 20 && typeof number === 'number' && Number.isInteger(number)
    ? { wing, number }
    : undefined;
}

/** Reads what was stored, tolerating anything: a hand-edited or outdated entry falls back to empty fields. */
export function parseStoredBooking(raw: string | null): StoredBooking | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const rawData = record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : {};
  const data: BookingDraft = { ...EMPTY_DRAFT };
  for (const field of TEXT_FIELDS) data[field] = text(rawData[field]);
  data.userType = rawData.userType === 'guest' ? 'guest' : 'student';
  data.guestName = text(rawData.guestName);
  const step: WizardStep = record.step === 2 || record.step === 3 ? record.step : 1;
  const room = roomLabelOf(record.room);
  return room ? { step, data, room } : { step, data };
}

export function loadBooking(hostel: string, roomId: string | number): StoredBooking | null {
  try {
    return parseStoredBooking(storage()?.getItem(draftKey(hostel, roomId)) ?? null);
  } catch {
    return null;
  }
}

export function saveBooking(hostel: string, roomId: string | number, booking: StoredBooking): void {
  try {
    storage()?.setItem(draftKey(hostel, roomId), JSON.stringify(booking));
  } catch {
    // A full or blocked storage only costs the reload convenience.
  }
}

export function clearBooking(hostel: string, roomId: string | number): void {
  try {
    storage()?.removeItem(draftKey(hostel, roomId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** True when every field the wizard requires is filled in (the payment page's precondition); a stay also names its guest. */
export function isCompleteDraft(draft: BookingDraft, stay = false): boolean {
  return TEXT_FIELDS.every((field) => draft[field].trim() !== '') && (!stay || draft.guestName.trim() !== '');
}
