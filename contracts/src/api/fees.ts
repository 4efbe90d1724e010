// Fees: what a price pays for (its period), a hostel's caution deposit, a booking's charges apart, and who issues
// its receipt (the institute, from the server's configuration).
import * as z from 'zod/mini';
import { hostelName } from './fields';
import { get, post } from './route';

/** What one price pays for, as hostel_room.fee_period and bookings.fee_period allow (supabase/tests/schema.test.ts). */
export const FEE_PERIODS = ['semester', 'year'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

export const feePeriod = z.enum(FEE_PERIODS, { error: 'must be semester or year' });

/** What a booking charged, apart: the rent for one fee period and the refundable deposit; their sum was paid. */
export const bookingCharges = z.object({
  rent_minor: z.number(),
  deposit_minor: z.number(),
  fee_period: z.enum(FEE_PERIODS),
});
export type BookingCharges = z.output<typeof bookingCharges>;

/** The institute a receipt names as its issuer: INSTITUTE_NAME and INSTITUTE_ADDRESS of the server's configuration. */
export const instituteAnswer = z.object({ name: z.string(), address: z.string() });
export type InstituteAnswer = z.output<typeof instituteAnswer>;

export const hostelDepositBody = z.object({
  hostel_name: hostelName,
  deposit_minor: z
    .number({ error: 'must be a whole number of paise' })
    .check(
      z.multipleOf(1, 'must be a whole number of paise'),
      z.minimum(0, 'must be at least 0'),
      z.maximum(100_000_000, 'must be at most 100000000'),
    ),
});
export type HostelDepositBody = z.input<typeof hostelDepositBody>;
export const hostelDepositAnswer = z.object({ hostel_name: z.string(), deposit_minor: z.number() });
export type HostelDepositAnswer = z.output<typeof hostelDepositAnswer>;

export const feesApi = {
  /** GET /receipts/institute (anyone): the issuer every receipt names. */
  institute: get('/receipts/institute', { access: 'public', answer: instituteAnswer }),
  /**
   * POST /admin/hostels/deposit (admin only): the refundable caution deposit every new booking in the hostel charges
   * on top of the rent; 0 keeps none. Holds already open keep theirs. 404 no such hostel.
   */
  setHostelDeposit: post('/admin/hostels/deposit', {
    access: 'admin',
    body: hostelDepositBody,
    answer: hostelDepositAnswer,
  }),
};
