// What became of a PaymentIntent, as the server sees it (it also finalises the booking if the webhook is late).
import {
  paymentDetails,
  paymentsApi,
  type BookedBed,
  type BookingCharges,
  type GuestStay,
  type PaymentDetails as PaymentDetailsAnswer,
} from '@campus-hostel/contracts/api';
import type { BookingStatus } from '@campus-hostel/contracts/reference';
import { apiClient, parseAnswer } from '../../../lib/api-client';

/** The success page's view of the answer: the payer's name picked out of Stripe's shipping details. */
export interface PaymentDetails extends Pick<
  PaymentDetailsAnswer,
  'id' | 'amount' | 'currency' | 'status' | 'metadata'
> {
  /** The amount apart (rent and deposit), when the intent pays for a booking here. */
  charges: BookingCharges | null;
  shippingName: string | null;
  bookingStatus: BookingStatus | null;
  /** Hostel, wing, room, bed and reference of the booking, when the intent pays for one here. */
  booking: BookedBed | null;
  /** The guest stay the intent pays for, when it pays for one rather than a bed. */
  stay: GuestStay | null;
}

function toView(answer: PaymentDetailsAnswer): PaymentDetails {
  return {
    id: answer.id,
    amount: answer.amount,
    currency: answer.currency,
    status: answer.status,
    metadata: answer.metadata,
    shippingName: answer.shipping?.name ?? null,
    bookingStatus: answer.booking_status,
    booking: answer.booking ?? null,
    charges: answer.charges ?? null,
    stay: answer.stay ?? null,
  };
}

export function parsePaymentDetails(body: unknown): PaymentDetails {
  return toView(parseAnswer(paymentDetails, body, 'GET /get-payment-details'));
}

export async function getPaymentDetails(paymentIntentId: string, token: string): Promise<PaymentDetails> {
  const params = { payment_intent: paymentIntentId };
  return toView(await apiClient.call(paymentsApi.paymentDetails, { params }, { token }));
}
