// Opens (or reuses) the payer's hold through our API and its PaymentIntent: a bed of a students' room, or a guest room's
// nights for the guest named.
import {
  paymentsApi,
  type CreatePaymentIntentAnswer,
  type CreatePaymentIntentBody,
  type PaymentIntentAnswer,
} from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import type { StayDates } from '../../../lib/guest-stays';
import type { BookingDraft } from '../booking-draft';

export type { CreatePaymentIntentAnswer, PaymentIntentAnswer };

/** The fixed amount the payment page sends with every request; the server ignores it and charges the room's own price. */
const SENT_AMOUNT_MINOR = 50000;

export interface CreatePaymentIntentInput {
  hostel: string;
  roomId: number;
  booking: BookingDraft;
  /** A guest room's nights; absent for a bed. */
  stay?: StayDates | undefined;
}

/** The hostel stays a string: it comes from the URL, and the server's 400 names it when it is not one of ours. */
type RequestBody = Omit<CreatePaymentIntentBody, 'hosteltype'> & { hosteltype: string };

export function createPaymentIntent(
  input: CreatePaymentIntentInput,
  token: string,
  signal?: AbortSignal,
): Promise<CreatePaymentIntentAnswer> {
  const { booking, stay } = input;
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
    ...(stay ? { check_in: stay.checkIn, nights: stay.nights, guest_name: booking.guestName.trim() } : {}),
  };
  return apiClient.call(paymentsApi.createPaymentIntent, { body }, signal ? { token, signal } : { token });
}
