// A guest stay as the API answers it, for tests: a parent's two nights in Atithi, paid and confirmed, unless told.
import type { GuestStay, OfficeGuestStay } from '@campus-hostel/contracts/api';

export function guestStayOf(overrides: Partial<GuestStay> = {}): GuestStay {
  return {
    id: 31,
    reference: 'STAY0A1B2C',
    hostel_name: 'Atithi',
    wing_name: 'A',
    room_number: 101,
    occupancy: 1,
    guest_name: 'Sunita Verma',
    check_in: '2026-12-20',
    check_out: '2026-12-22',
    nights: 2,
    nightly_minor: 80000,
    amount_minor: 160000,
    currency: 'inr',
    status: 'confirmed',
    needs_approval: false,
    hold_until: '2026-11-28T10:15:00.000Z',
    receipt_number: 'HR-2026-000042',
    paid_at: '2026-11-28T10:05:00.000Z',
    payment_intent_id: 'pi_3Stay42',
    payer_name: 'Asha Verma',
    payer_email: 'asha@e2e.hostel.local',
    decision_note: null,
    checked_in_at: null,
    checked_out_at: null,
    void_reason: null,
    refunded_at: null,
    ...overrides,
  };
}

export function officeStayOf(overrides: Partial<OfficeGuestStay> = {}): OfficeGuestStay {
  return {
    ...guestStayOf(),
    host_id: '00000000-0000-4000-8000-000000000031',
    host_name: 'Asha Verma',
    host_roll_number: 'B23CS077',
    ...overrides,
  };
}
