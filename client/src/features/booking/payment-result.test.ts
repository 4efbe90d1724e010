import { describe, expect, it } from 'vitest';
import { parsePaymentDetails } from './api/get-payment-details';
import { bedTitle, paymentResult } from './payment-result';

describe('what the success page may claim', () => {
  it('when the intent succeeded and the booking is paid, then (and only then) it is a success', () => {
    expect(paymentResult({ status: 'succeeded', bookingStatus: 'paid' })).toBe('paid');
  });

  it('when the room went to someone else, then the payment is reported refunded, even though the intent succeeded', () => {
    expect(paymentResult({ status: 'succeeded', bookingStatus: 'refunded' })).toBe('refunded');
  });

  it('when the card is still processing or the booking not settled yet, then it says processing', () => {
    expect(paymentResult({ status: 'processing', bookingStatus: 'held' })).toBe('processing');
    expect(paymentResult({ status: 'succeeded', bookingStatus: 'held' })).toBe('processing');
  });

  it('when a guest stay is paid, then it is a success whether confirmed or waiting for the warden; held, not yet', () => {
    for (const status of ['confirmed', 'awaiting_approval', 'checked_in', 'checked_out'] as const) {
      expect(paymentResult({ status: 'succeeded', bookingStatus: null, stay: { status } }), status).toBe('paid');
    }
    expect(paymentResult({ status: 'succeeded', bookingStatus: null, stay: { status: 'held' } })).toBe('processing');
    expect(paymentResult({ status: 'processing', bookingStatus: null, stay: { status: 'held' } })).toBe('processing');
  });

  it('when a paid stay was refused, voided or refunded, then the payment is reported refunded', () => {
    for (const status of ['refused', 'void', 'refunded'] as const) {
      expect(paymentResult({ status: 'succeeded', bookingStatus: null, stay: { status } }), status).toBe('refunded');
    }
  });

  it('when the intent failed, was canceled or is unknown to us, then it is not completed', () => {
    for (const status of ['requires_payment_method', 'canceled', 'requires_action', 'something_new']) {
      expect(paymentResult({ status, bookingStatus: 'expired' }), status).toBe('not-completed');
    }
    expect(paymentResult({ status: 'succeeded', bookingStatus: null })).toBe('processing');
  });

  it('when the server answers, then only known fields and string metadata are kept', () => {
    expect(
      parsePaymentDetails({
        id: 'pi_1',
        amount: 50000,
        currency: 'inr',
        status: 'succeeded',
        metadata: { room_id: '4', hosteltype: 'Kanhar', odd: 5 },
        shipping: { name: 'Asha' },
        booking_status: 'paid',
        booking: { hostel: 'Kanhar', wing: 'A', roomNumber: 101, bed: 'B', reference: 'K7Q2M9X4PA', extra: 1 },
        charges: { rent_minor: 40000, deposit_minor: 10000, fee_period: 'year', extra: 1 },
      }),
    ).toEqual({
      id: 'pi_1',
      amount: 50000,
      currency: 'inr',
      status: 'succeeded',
      metadata: { room_id: '4', hosteltype: 'Kanhar' },
      shippingName: 'Asha',
      bookingStatus: 'paid',
      booking: { hostel: 'Kanhar', wing: 'A', roomNumber: 101, bed: 'B', reference: 'K7Q2M9X4PA' },
      charges: { rent_minor: 40000, deposit_minor: 10000, fee_period: 'year' },
      stay: null,
    });
    expect(() => parsePaymentDetails({ id: 'pi_1' })).toThrow();
  });
});

describe('where the paid bed is', () => {
  it('when the booking is known, then it reads as hostel, wing, room and bed', () => {
    expect(bedTitle({ hostel: 'Kanhar', wing: 'A', roomNumber: 101, bed: 'B' })).toBe(
      'Kanhar, Wing A · Room 101 · Bed B',
    );
  });
});
