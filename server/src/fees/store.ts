// Fees: a hostel's caution deposit as an admin sets it, and a booking's charges apart (rent, deposit, fee period).
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { FEE_PERIODS, type BookingCharges } from '@campus-hostel/contracts/api';
import { unwrap, type Actor } from '../db/answers.js';

const depositOutcome = z.enum(['changed', 'unchanged', 'not_found']);
export type DepositOutcome = z.infer<typeof depositOutcome>;

const chargesRow = z.object({
  rent_minor: z.number().int(),
  deposit_minor: z.number().int(),
  fee_period: z.enum(FEE_PERIODS),
});

/** Which booking: the one a hold opened, or the one an intent pays for. */
export type BookingKey = { bookingId: number } | { paymentIntentId: string };

export interface FeesStore {
  setHostelDeposit(hostel: string, depositMinor: number, actor: Actor): Promise<DepositOutcome>;
  /** What the booking charged, apart; null when there is no such booking. */
  bookingCharges(key: BookingKey): Promise<BookingCharges | null>;
}

export function createFeesStore(supabase: Supabase): FeesStore {
  return {
    async setHostelDeposit(hostel, depositMinor, actor) {
      const answer = await supabase.rpc('set_hostel_deposit', {
        p_hostel_name: hostel,
        p_deposit_minor: depositMinor,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('set_hostel_deposit', answer, depositOutcome);
    },

    async bookingCharges(key) {
      const query = supabase.from('bookings').select('rent_minor, deposit_minor, fee_period');
      const answer = await (
        'bookingId' in key ? query.eq('id', key.bookingId) : query.eq('payment_intent_id', key.paymentIntentId)
      ).maybeSingle();
      return unwrap('bookings select', answer, chargesRow.nullable());
    },
  };
}
