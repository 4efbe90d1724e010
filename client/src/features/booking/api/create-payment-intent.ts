// Opens (or reuses) the payer's hold on the room and its PaymentIntent through our API.
import { paymentsApi, type CreatePaymentIntentBody, type PaymentIntentAnswer } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import type { BookingDraft } from '../booking-draft';

export type { PaymentIntentAnswer };

/** The fixed amount the payment page sends with every request; the server ignores it and charges the room's own price. */
const SENT_AMOUNT_MINOR = 50000;

export interface CreatePaymentIntentInput {
  hostel: string;
  roomId: number;
  booking: BookingDraft;
}

/** The hostel stays a string: it comes from the URL, and the server's 400 names it when it is not one of ours. */
type RequestBody = Omit<CreatePaymentIntentBody, 'hosteltype'> & { hosteltype: string };

export async function createPaymentIntent(
  input: CreatePaymentIntentInput,
  token: string,
  signal?: AbortSignal,
): Promise<PaymentIntentAnswer> {
  const { booking } = input;
  const body: RequestBody = {
    amount: SENT_AMOUNT_MINOR,
    shipping: {
      name: booking.name,
      city: booking.city,
      state: booking.state,
      pincode: booking.pincode,
      email: booking.email,
    },
    description: booking.description,
    hosteltype: input.hostel,
    room_id: input.roomId,
    user_type: booking.userType,
  };
  const answer = await apiClient.call(
    paymentsApi.createPaymentIntent,
    { body },
    signal ? { token, signal } : { token },
  );
  // A request without nights is a bed's: the server answers it with a bed.
  if (!('booking' in answer)) throw new Error('the server answered a bed request with a guest stay');
  return answer;
}
