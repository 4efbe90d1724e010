// A guest stay's receipt by its reference, read through our API as the signed-in user (its host, the guest house's
// warden or the whole office): the nights for the guest named, what they cost, and whether the money went back.
import { guestStaysApi, type GuestStayStatus, type InstituteAnswer } from '@campus-hostel/contracts/api';
import { ApiError } from '../../../lib/errors';
import { callSignedIn } from '../../../lib/signed-in-call';
import type { Receipt, ReceiptStatus } from './get-receipt';

/** Paid and kept, or paid and given back; a stay never paid (held, or its hold ended) has no receipt. */
const STAY_RECEIPTS: Partial<Record<GuestStayStatus, ReceiptStatus>> = {
  awaiting_approval: 'paid',
  confirmed: 'paid',
  checked_in: 'paid',
  checked_out: 'paid',
  refused: 'refunded',
  void: 'refunded',
  refunded: 'refunded',
};

/** The stay's receipt, or null when there is none the caller may see (an unknown reference and another's alike). */
export async function getStayReceipt(reference: string, issuer: InstituteAnswer): Promise<Receipt | null> {
  let stay;
  try {
    stay = await callSignedIn(guestStaysApi.stay, { params: { reference } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const status = STAY_RECEIPTS[stay.status];
  if (!status) return null;
  return {
    reference: stay.reference,
    status,
    hostel: stay.hostel_name,
    wing: stay.wing_name,
    roomNumber: stay.room_number,
    amountMinor: stay.amount_minor,
    currency: stay.currency,
    receiptNumber: stay.receipt_number,
    issuer,
    paidAt: stay.paid_at,
    paymentReference: stay.payment_intent_id,
    name: stay.payer_name,
    email: stay.payer_email,
    stay: {
      guestName: stay.guest_name,
      checkIn: stay.check_in,
      nights: stay.nights,
      nightlyMinor: stay.nightly_minor,
    },
  };
}
