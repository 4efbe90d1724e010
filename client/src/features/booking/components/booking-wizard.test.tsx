import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { loadBooking, saveBooking, EMPTY_DRAFT } from '../booking-draft';
import { BookingWizard, type BookingWizardProps } from './booking-wizard';

const ROOM: BookingWizardProps['room'] = {
  id: 7,
  hostel_name: 'Kanhar',
  wing_name: 'A',
  room_number: 107,
  occupancy: 2,
  price_minor: 50000,
  fee_period: 'semester' as const,
  deposit_minor: 0,
  accessible: false,
};

/** A student the app knows nothing about yet (no name on the account), so every field starts empty. */
const UNKNOWN = { name: '', email: '' };

function PaymentStub() {
  return <p>payment page at {useLocation().pathname}</p>;
}

function renderWizard(student: { name: string; email: string } = UNKNOWN) {
  const router = createMemoryRouter(
    [
      { path: '/status/:hosteltype/booknow/:room_id', element: <BookingWizard room={ROOM} student={student} /> },
      { path: '/payment/:hosteltype/:room_id', element: <PaymentStub /> },
    ],
    { initialEntries: ['/status/Kanhar/booknow/7'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, user: userEvent.setup() };
}

function currentStep(): string {
  const steps = screen.getByRole('list', { name: 'Booking steps' });
  const current = within(steps)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step');
  expect(current).toHaveLength(1);
  return current[0]?.textContent ?? '';
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('State'), 'Chhattisgarh');
  await user.type(screen.getByLabelText('City'), 'Bilaspur');
  await user.type(screen.getByLabelText('Pincode'), '495009');
}

describe('the booking wizard', () => {
  it('when a signed-in student starts a new booking, then their name and email are already filled in', () => {
    renderWizard({ name: 'Aarav Sharma', email: 'student@hostel.local' });
    expect(screen.getByLabelText('Name')).toHaveValue('Aarav Sharma');
    expect(screen.getByLabelText('Email')).toHaveValue('student@hostel.local');
  });

  it('when a draft is already stored for the room, then it wins over the account details', () => {
    saveBooking('Kanhar', 7, { step: 1, data: { ...EMPTY_DRAFT, name: 'Typed Name', email: 'typed@example.com' } });
    renderWizard({ name: 'Aarav Sharma', email: 'student@hostel.local' });
    expect(screen.getByLabelText('Name')).toHaveValue('Typed Name');
    expect(screen.getByLabelText('Email')).toHaveValue('typed@example.com');
  });

  it('when Next is pressed on an empty first step, then each field shows its spec message under it and the step stays', async () => {
    const { user } = renderWizard();
    expect(currentStep()).toContain('Personal Information');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));

    for (const [label, message] of [
      ['Name', messages.nameRequired],
      ['Email', messages.emailRequired],
      ['State', messages.stateRequired],
      ['City', messages.cityRequired],
      ['Pincode', messages.pincodeRequired],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(currentStep()).toContain('Personal Information');
  });

  it('when a field is filled after a failed Next, then its message goes away and only the others stay', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.queryByText(messages.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
  });

  it('when the steps are walked through, then data is kept across Back and Next and the review shows the room and all data', async () => {
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    expect(currentStep()).toContain('Room Preferences');
    expect(screen.getByLabelText('I am a')).toHaveValue('student');

    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining(messages.descriptionRequired),
    );

    await user.selectOptions(screen.getByLabelText('I am a'), 'guest');
    await user.type(screen.getByLabelText('Description'), 'A quiet floor please');
    await user.click(screen.getByRole('button', { name: messages.wizardBack }));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    expect(screen.getByLabelText('Description')).toHaveValue('A quiet floor please');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));

    expect(currentStep()).toContain('Confirmation');
    for (const text of [
      'Kanhar, Wing A · Room 107',
      'Double',
      '₹500.00 per semester',
      'Asha Verma',
      'asha@example.com',
      'Chhattisgarh',
      'Bilaspur',
      '495009',
      'Guest',
      'A quiet floor please',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('when Submit Booking is pressed on a complete review, then the payment page opens and the data stays stored for it', async () => {
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    await user.type(screen.getByLabelText('Description'), 'Near the stairs');
    await user.click(screen.getByRole('button', { name: messages.wizardNext }));
    await user.click(screen.getByRole('button', { name: messages.submitBooking }));

    expect(await screen.findByText('payment page at /payment/Kanhar/7')).toBeInTheDocument();
    expect(loadBooking('Kanhar', 7)?.data).toMatchObject({
      name: 'Asha Verma',
      description: 'Near the stairs',
      userType: 'student',
    });
  });

  it('when the page is reloaded mid-way, then the same step and data come back', async () => {
    const first = renderWizard();
    await fillStepOne(first.user);
    await first.user.click(screen.getByRole('button', { name: messages.wizardNext }));
    await first.user.type(screen.getByLabelText('Description'), 'Corner room');
    first.unmount();

    renderWizard();
    expect(currentStep()).toContain('Room Preferences');
    expect(screen.getByLabelText('Description')).toHaveValue('Corner room');
  });

  it('when Submit Booking finds an earlier step incomplete, then it goes back there with the message instead of paying', async () => {
    saveBooking('Kanhar', 7, {
      step: 3,
      data: { ...EMPTY_DRAFT, email: 'a@b.c', state: 'S', city: 'C', pincode: '1', description: 'D' },
    });
    const { user } = renderWizard();
    expect(currentStep()).toContain('Confirmation');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: messages.submitBooking }));
    });
    expect(currentStep()).toContain('Personal Information');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(messages.nameRequired);
    expect(screen.queryByText(/payment page at/)).not.toBeInTheDocument();
  });
});
