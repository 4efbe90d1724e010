// A booking's receipt by its reference, read as the signed-in user (RLS shows it to its owner and the office only),
// with the institute that issues it, as the API's configuration names it.
import { feesApi, type FeePeriod, type InstituteAnswer } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import { feePeriodOf } from '../../../lib/fees';
import { getSupabase } from '../../../lib/supabase';
import { getStayReceipt } from './get-stay-receipt';

/** Only a payment that went through has a receipt: a hold, or an attempt that lapsed, has none. */
const RECEIPT_STATUSES = ['paid', 'refunded'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** A guest room's nights, as its receipt names them. */
export interface StayLine {
  guestName: string;
  checkIn: string;
  nights: number;
  nightlyMinor: number;
}

/** What a bed's receipt adds: the bed, and the rent for one fee period plus the refundable deposit apart. */
interface BedLines {
  bed: string;
  rentMinor: number;
  /** 0: the hostel keeps none. */
  depositMinor: number;
  feePeriod: FeePeriod;
  stay?: never;
}

/** A bed's receipt, or a guest stay's (its nights for a named guest, instead of a bed and a fee period). */
export type Receipt = ReceiptCommon & (BedLines | { stay: StayLine });

export interface ReceiptCommon {
  reference: string;
  status: ReceiptStatus;
  hostel: string;
  wing: string;
  roomNumber: number;
  /** What was paid. */
  amountMinor: number;
  currency: string;
  /** From the gap-free series, given when the booking was paid; none for a payment refunded as it arrived. */
  receiptNumber: string | null;
  issuer: InstituteAnswer;
  /** Unset for a payment refunded as it arrived (its bed had gone to someone else): it was never a paid booking. */
  paidAt: string | null;
  /** The Stripe PaymentIntent that paid for the booking. */
  paymentReference: string | null;
  name: string;
  email: string;
}

function isReceiptStatus(status: string): status is ReceiptStatus {
  return (RECEIPT_STATUSES as readonly string[]).includes(status);
}

/**
 * The receipt, or null when there is none the caller may see: an unknown reference and someone else's booking read
 * the same, so the answer never tells whether a reference exists.
 */
export async function getReceipt(reference: string): Promise<Receipt | null> {
  const supabase = await getSupabase();
  const [{ data, error }, issuer] = await Promise.all([
    supabase
      .from('bookings')
      .select(
        'reference, status, amount_minor, rent_minor, deposit_minor, fee_period, receipt_number, currency, paid_at, payment_intent_id, name, email, beds(label), hostel_room(hostel_name, wing_name, room_number)',
      )
      .eq('reference', reference)
      .in('status', RECEIPT_STATUSES)
      .maybeSingle(),
    apiClient.call(feesApi.institute, {}),
  ]);
  if (error) throw error;
  // A reference no bed's booking has may be a guest stay's.
  if (!data) return getStayReceipt(reference, issuer);
  if (!isReceiptStatus(data.status)) return null;
  return {
    reference: data.reference,
    status: data.status,
    hostel: data.hostel_room.hostel_name,
    wing: data.hostel_room.wing_name,
    roomNumber: data.hostel_room.room_number,
    bed: data.beds.label,
    amountMinor: data.amount_minor,
    rentMinor: data.rent_minor,
    depositMinor: data.deposit_minor,
    feePeriod: feePeriodOf(data.fee_period),
    currency: data.currency,
    receiptNumber: data.receipt_number,
    issuer,
    paidAt: data.paid_at,
    paymentReference: data.payment_intent_id,
    name: data.name,
    email: data.email,
  };
}
