import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  clearBooking,
  isCompleteDraft,
  loadBooking,
  parseStoredBooking,
  saveBooking,
} from './booking-draft';

const FULL = {
  name: 'Asha',
  email: 'asha@example.com',
  state: 'Chhattisgarh',
  city: 'Bilaspur',
  pincode: '495009',
  userType: 'guest',
  description: 'Quiet floor',
  guestName: '',
} as const;

describe('the booking draft in sessionStorage', () => {
  it('when saved for one room, then it is read back for that room only', () => {
    saveBooking('Kanhar', 7, { step: 2, data: FULL, room: { wing: 'A', number: 101 } });
    expect(loadBooking('Kanhar', 7)).toEqual({ step: 2, data: FULL, room: { wing: 'A', number: 101 } });
    expect(loadBooking('Kanhar', 8)).toBeNull();
    expect(loadBooking('Gopad', 7)).toBeNull();
    clearBooking('Kanhar', 7);
    expect(loadBooking('Kanhar', 7)).toBeNull();
  });

  it('when the stored entry is malformed, then it falls back to empty fields at step 1', () => {
    expect(parseStoredBooking('not json')).toBeNull();
    expect(parseStoredBooking(JSON.stringify({ step: 9, data: { name: 42, userType: 'admin' } }))).toEqual({
      step: 1,
      data: EMPTY_DRAFT,
    });
  });

  it('when any required field is blank, then the draft is not complete', () => {
    expect(isCompleteDraft(FULL)).toBe(true);
    expect(isCompleteDraft({ ...FULL, pincode: '  ' })).toBe(false);
    expect(isCompleteDraft(EMPTY_DRAFT)).toBe(false);
  });
});
