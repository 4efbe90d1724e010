// The receipt reads as a receipt: where the bed is, what was paid and when, both references, who paid, and its status.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import type { Receipt } from '../api/get-receipt';
import { ReceiptView } from './receipt-view';

const PAID: Receipt = {
  reference: 'A1B2C3D4E5',
  status: 'paid',
  hostel: 'Kanhar',
  wing: 'A',
  roomNumber: 101,
  bed: 'B',
  amountMinor: 1_050_000,
  rentMinor: 1_000_000,
  depositMinor: 50_000,
  feePeriod: 'semester',
  currency: 'inr',
  receiptNumber: 'CH/2026-27/000123',
  issuer: { name: 'Campus Institute of Technology', address: 'Hostel Office, Campus Road, Raipur 492015' },
  paidAt: '2026-11-27T09:30:00Z',
  paymentReference: 'pi_3Abc123',
  name: 'Meera Iyer',
  email: 'meera@example.com',
};

/** A parent's two nights in the guest house, booked and paid by a student host. */
const STAY: Receipt = {
  reference: 'STAY0A1B2C',
  status: 'paid',
  hostel: 'Atithi',
  wing: 'A',
  roomNumber: 101,
  amountMinor: 160_000,
  currency: 'inr',
  receiptNumber: 'CH/2026-27/000124',
  issuer: PAID.issuer,
  paidAt: '2026-11-28T10:05:00Z',
  paymentReference: 'pi_3Stay42',
  name: 'Asha Verma',
  email: 'asha@example.com',
  stay: { guestName: 'Sunita Verma', checkIn: '2026-12-20', nights: 2, nightlyMinor: 80_000 },
};

/** The value beside a term of the receipt's list. */
function fact(term: string): string {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  if (!row) throw new Error(`no row for ${term}`);
  return within(row).getByRole('definition').textContent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReceiptView', () => {
  it('when a booking is paid, then every fact of the receipt is shown, the deposit apart from the rent', () => {
    render(<ReceiptView receipt={PAID} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Campus Institute of Technology').closest('address')).toHaveTextContent(
      'Hostel Office, Campus Road, Raipur 492015',
    );
    expect(fact('Receipt number')).toBe('CH/2026-27/000123');
    expect(fact('Fee period')).toBe('Semester');
    expect(fact('Rent')).toBe('₹10,000.00 per semester');
    expect(fact('Refundable caution deposit')).toBe('₹500.00');
    expect(fact('Status')).toBe('Paid');
    expect(fact('Hostel')).toBe('Kanhar');
    expect(fact('Wing')).toBe('A');
    expect(fact('Room')).toBe('101');
    expect(fact('Bed')).toBe('B');
    expect(fact('Amount')).toBe('₹10,500.00');
    expect(fact('Paid at')).toBe(formatDateTime(PAID.paidAt ?? ''));
    expect(fact('Payment reference')).toBe('pi_3Abc123');
    expect(fact('Booking reference')).toBe('A1B2C3D4E5');
    expect(fact('Student')).toBe('Meera Iyer');
    expect(fact('Email')).toBe('meera@example.com');
    expect(screen.queryByText(/^Refunded/)).toBeNull();
  });

  it('when a booking was refunded, then the receipt says Refunded as its status and in a note above the facts', () => {
    render(
      <ReceiptView
        receipt={{
          ...PAID,
          status: 'refunded',
          paidAt: null,
          receiptNumber: null,
          depositMinor: 0,
          amountMinor: 1_000_000,
        }}
      />,
    );
    expect(fact('Status')).toBe('Refunded');
    // Never paid, so never numbered; a hostel keeping no deposit shows none.
    expect(screen.queryByText('Receipt number')).toBeNull();
    expect(screen.queryByText('Refundable caution deposit')).toBeNull();
    expect(screen.getByText(/^Refunded: this payment was returned/)).toBeInTheDocument();
    // Refunded as it arrived: it was never a paid booking, so there is no time it was paid at.
    expect(screen.queryByText('Paid at')).toBeNull();
  });

  it('when a guest stay is paid, then the receipt names the guest, the dates, the nights and their price, not a bed', () => {
    render(<ReceiptView receipt={STAY} />);
    expect(fact('Receipt number')).toBe('CH/2026-27/000124');
    expect(fact('Hostel')).toBe('Atithi');
    expect(fact('Room')).toBe('101');
    expect(fact('Guest')).toBe('Sunita Verma');
    expect(fact('Check-in')).toBe('20 Dec 2026');
    expect(fact('Check-out')).toBe('22 Dec 2026');
    expect(fact('Nights')).toBe('2');
    expect(fact('Price per night')).toBe('₹800.00 a night');
    expect(fact('Amount')).toBe('₹1,600.00');
    expect(fact('Booking reference')).toBe('STAY0A1B2C');
    expect(fact('Booked by')).toBe('Asha Verma');
    for (const bedOnly of ['Bed', 'Fee period', 'Rent', 'Student']) expect(screen.queryByText(bedOnly)).toBeNull();
  });

  it('when Print is pressed, then the browser prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<ReceiptView receipt={PAID} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
