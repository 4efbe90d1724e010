// Reads what the success page may claim from the server's payment details: success only when paid for real.
import type { PaymentDetails } from './api/get-payment-details';
import type { BookedBed } from '@campus-hostel/contracts/api';
import { t } from '../../lib/i18n';

export type PaymentResult = 'paid' | 'processing' | 'refunded' | 'not-completed';

export function paymentResult(details: Pick<PaymentDetails, 'status' | 'bookingStatus'>): PaymentResult {
  if (details.bookingStatus === 'refunded') return 'refunded';
  if (details.status === 'succeeded' && details.bookingStatus === 'paid') return 'paid';
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
