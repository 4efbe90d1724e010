// The booking wizard for a guest room's nights: its second step asks the student host for their guest's name (and a
// note), the review says the dates, the nights, the nightly price and the total, and Submit goes to the payment page
// with the nights in its address; a bed's "I am a" question is not asked.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { BookingWizard, type BookingWizardProps } from './booking-wizard';

const ROOM: BookingWizardProps['room'] = {
  id: 5,
  hostel_name: 'Atithi',
  wing_name: 'A',
  room_number: 101,
  occupancy: 1,
  stay: { checkIn: '2026-12-20', nights: 2, nightlyMinor: 80_000, amountMinor: 160_000, currency: 'inr' },
};

function PaymentStub() {
  const location = useLocation();
  return (
    <p>
      payment page at {location.pathname}
      {location.search}
    </p>
  );
}

function renderWizard(payer: BookingWizardProps['student'] = { name: 'Asha Verma', email: 'asha@example.com' }) {
  const router = createMemoryRouter(
    [
      {
        path: '/status/:hosteltype/booknow/:room_id',
        element: <BookingWizard room={ROOM} student={payer} />,
      },
      { path: '/payment/:hosteltype/:room_id', element: <PaymentStub /> },
    ],
    { initialEntries: ['/status/Atithi/booknow/5?check_in=2026-12-20&nights=2'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** The value beside a term of the review's list. */
function fact(term: string): string {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  if (!row) throw new Error(`no row for ${term}`);
  return within(row).getByRole('definition').textContent;
}

describe('the booking wizard for a guest room', () => {
  it('when a guest account books for themselves, then the guest is the payer by name, and may still be changed', async () => {
    const user = renderWizard({ name: '', email: 'sunita@mail.test', staysThemselves: true });
    await user.type(screen.getByLabelText('Name'), 'Sunita Sharma');
    await user.type(screen.getByLabelText('State'), 'Bihar');
    await user.type(screen.getByLabelText('City'), 'Patna');
    await user.type(screen.getByLabelText('Pincode'), '800001');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));

    expect(screen.getByLabelText('Guest’s name')).toHaveValue('Sunita Sharma');
    await user.clear(screen.getByLabelText('Guest’s name'));
    await user.type(screen.getByLabelText('Guest’s name'), 'Sunita R. Sharma');
    await user.click(screen.getByRole('button', { name: messages.wizardBack }));
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    expect(screen.getByLabelText('Guest’s name')).toHaveValue('Sunita R. Sharma');
  });

  it('when the host names their guest, then the review says the nights and their price, and payment keeps the dates', async () => {
    const user = renderWizard();
    await user.type(screen.getByLabelText('State'), 'Chhattisgarh');
    await user.type(screen.getByLabelText('City'), 'Bilaspur');
    await user.type(screen.getByLabelText('Pincode'), '495009');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 2: Your Guest');
    expect(screen.queryByLabelText('I am a')).toBeNull();
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    expect(screen.getByLabelText('Guest’s name')).toHaveAccessibleDescription('Guest’s name is required');
    await user.type(screen.getByLabelText('Guest’s name'), 'Sunita Verma');
    await user.type(screen.getByLabelText('Description'), 'Arriving by the evening train');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));

    expect(fact('Room')).toBe('Atithi, Wing A · Room 101');
    expect(fact('Dates')).toBe('20 Dec 2026 – 22 Dec 2026');
    expect(fact('Nights')).toBe('2 nights');
    expect(fact('Price')).toBe('₹800.00 a night');
    expect(fact('Total')).toBe('₹1,600.00');
    expect(fact('Guest')).toBe('Sunita Verma');
    expect(fact('Name')).toBe('Asha Verma');
    expect(screen.queryByText('Booking as')).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.submitBooking }));
    expect(
      await screen.findByText('payment page at /payment/Atithi/5?check_in=2026-12-20&nights=2'),
    ).toBeInTheDocument();
  });
});
