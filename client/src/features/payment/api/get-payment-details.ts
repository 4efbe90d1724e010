// What became of a PaymentIntent, as the server sees it (it also finalises the booking if the webhook is late).
import { messages } from '../../../config/messages';
import { apiClient, asRecord } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';

export type BookingStatus = 'held' | 'paid' | 'expired' | 'refunded';

export interface PaymentDetails {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  shippingName: string | null;
  bookingStatus: BookingStatus | null;
}

const BOOKING_STATUSES: readonly string[] = ['held', 'paid', 'expired', 'refunded'];

function stringRecord(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!value || typeof value !== 'object') return result;
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') result[key] = entry;
  return result;
}

export function parsePaymentDetails(body: unknown): PaymentDetails {
  const record = asRecord(body);
  const { id, amount, status, currency, shipping, booking_status: bookingStatus } = record;
  if (typeof id !== 'string' || typeof amount !== 'number' || typeof status !== 'string') {
    throw new ApiError(messages.somethingWentWrong, 502);
  }
  const name = shipping && typeof shipping === 'object' ? (shipping as { name?: unknown }).name : undefined;
  return {
    id,
    amount,
    status,
    currency: typeof currency === 'string' ? currency : '',
    metadata: stringRecord(record.metadata),
    shippingName: typeof name === 'string' ? name : null,
    bookingStatus: typeof bookingStatus === 'string' && BOOKING_STATUSES.includes(bookingStatus) ? (bookingStatus as BookingStatus) : null,
  };
}

export function getPaymentDetails(paymentIntentId: string, token: string): Promise<PaymentDetails> {
  return apiClient.get(`/get-payment-details/${encodeURIComponent(paymentIntentId)}`, parsePaymentDetails, { token });
}
