// Reads what the success page may claim from the server's payment details: success only when paid for real (a bed's
// booking paid, or a guest stay confirmed or waiting for the warden).
import type { PaymentDetails } from './api/get-payment-details';
import type { BookedBed, GuestStay, GuestStayStatus } from '@campus-hostel/contracts/api';
import { t } from '../../lib/i18n';

export type PaymentResult = 'paid' | 'processing' | 'refunded' | 'not-completed';

/** A guest stay's steps once its payment went through, and those that gave the money back. */
const STAY_PAID: readonly GuestStayStatus[] = ['awaiting_approval', 'confirmed', 'checked_in', 'checked_out'];
const STAY_REFUNDED: readonly GuestStayStatus[] = ['refused', 'void', 'refunded'];

export function paymentResult(
  details: Pick<PaymentDetails, 'status' | 'bookingStatus'> & { stay?: Pick<GuestStay, 'status'> | null },
): PaymentResult {
  const stay = details.stay?.status;
  if (details.bookingStatus === 'refunded' || (stay && STAY_REFUNDED.includes(stay))) return 'refunded';
  const settled = details.bookingStatus === 'paid' || (stay !== undefined && STAY_PAID.includes(stay));
  if (details.status === 'succeeded' && settled) return 'paid';
  // A succeeded intent whose booking is not settled yet, or a card still being processed: look again shortly.
  if (details.status === 'succeeded' || details.status === 'processing') return 'processing';
  return 'not-completed';
}

/** "Kanhar, Wing A · Room 101 · Bed B": where the paid bed is, never a room's database id. */
export function bedTitle(booking: Pick<BookedBed, 'hostel' | 'wing' | 'roomNumber' | 'bed'>): string {
  return t('booking:success.bedTitle', {
    hostel: booking.hostel,
    wing: booking.wing,
    room: booking.roomNumber,
    bed: booking.bed,
  });
}

/** The payment's state in our words, never the provider's status name: "succeeded" → "Paid". */
export function intentStatusWord(status: string): string {
  const word = status === 'succeeded' || status === 'processing' || status === 'canceled' ? status : 'pending';
  return t(`booking:success.intent.${word}`);
}
