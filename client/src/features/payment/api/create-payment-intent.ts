// Opens (or reuses) the payer's hold on the room and its PaymentIntent through our API.
import { apiClient, asRecord } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';
import type { BookingDraft } from '../../../lib/payments/booking-draft';
import { messages } from '../../../config/messages';

/** The spec's fixed amount (§9). The server ignores it and charges the room's own price. */
export const SPEC_AMOUNT_MINOR = 50000;

export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  holdExpiresAt: string;
}

export interface CreatePaymentIntentInput {
  hostel: string;
  roomId: number;
  booking: BookingDraft;
}

function parseAnswer(body: unknown): PaymentIntentAnswer {
  const record = asRecord(body);
  const { clientSecret, paymentIntentId, amount, currency, holdExpiresAt } = record;
  if (
    typeof clientSecret !== 'string' ||
    typeof paymentIntentId !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    typeof holdExpiresAt !== 'string' ||
    Number.isNaN(Date.parse(holdExpiresAt))
  ) {
    throw new ApiError(messages.somethingWentWrong, 502);
  }
  return { clientSecret, paymentIntentId, amount, currency, holdExpiresAt };
}

export function createPaymentIntent(input: CreatePaymentIntentInput, token: string, signal?: AbortSignal): Promise<PaymentIntentAnswer> {
  const { booking } = input;
  return apiClient.post(
    '/create-payment-intent',
    {
      amount: SPEC_AMOUNT_MINOR,
      shipping: { name: booking.name, city: booking.city, state: booking.state, pincode: booking.pincode, email: booking.email },
      description: booking.description,
      hosteltype: input.hostel,
      room_id: input.roomId,
      user_type: booking.userType,
    },
    parseAnswer,
    signal ? { token, signal } : { token },
  );
}
