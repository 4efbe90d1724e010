// A stay on /room: a report past its time reads as listed; after move-out the charges show the student's share, the
// inspector's photos (from whichever roommate's inspection charged it) and one appeal; a decided appeal and the no-dues clearance are shown as they are.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { appealCharge } from '../api/room';
import { chargeOf, itemOf, stayOf } from '../../../testing/room-stay';
import { StayView } from './stay-view';

vi.mock('../api/room', () => ({ appealCharge: vi.fn(), submitReport: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const photo = { path: 'inspector/table.jpg', url: 'https://storage.test/table.jpg' };

const movedOut = stayOf({
  opened_at: ago(200),
  due_at: ago(128),
  ended_at: ago(2),
  inspected_at: ago(1),
  items: [itemOf({ moveout_condition: 'damaged' })],
  charges: [chargeOf({ photos: [photo] })],
});

describe('StayView', () => {
  it('names the bed in the language read, from its parts', async () => {
    const { unmount } = render(<StayView stay={stayOf()} onChanged={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kanhar A-103 bed a' })).toBeVisible();
    unmount();
    await changeLanguage('hi');
    try {
      render(<StayView stay={stayOf()} onChanged={vi.fn()} />);
      expect(screen.getByRole('heading', { level: 2, name: 'Kanhar A-103 बेड a' })).toBeVisible();
    } finally {
      await changeLanguage('en');
    }
  });

  it('when the report was not sent in time, then it counts as listed and no form is shown', () => {
    render(<StayView stay={stayOf({ opened_at: ago(80), due_at: ago(8) })} onChanged={vi.fn()} />);
    expect(screen.getByText(/counts as listed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send the report' })).not.toBeInTheDocument();
  });

  it('after move-out, shows the share of a shared item, the inspector photo, and sends one appeal', async () => {
    const onChanged = vi.fn();
    const appealed = {
      ...movedOut,
      charges: [chargeOf({ appeal: 'It was cracked at move-in', appealed_at: ago(0), photos: [photo] })],
    };
    vi.mocked(appealCharge).mockResolvedValue(appealed);
    render(<StayView stay={movedOut} onChanged={onChanged} />);
    expect(screen.getByText('Your share: ₹1,000.00 of ₹2,000.00, split between 2 roommates')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo 1: Study table' })).toHaveAttribute('src', photo.url);
    const user = userEvent.setup();
    await user.click(screen.getByText('Appeal this charge'));
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(screen.getByText('Say why the charge is wrong.')).toBeVisible();
    expect(appealCharge).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Why the charge is wrong'), 'It was cracked at move-in');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(appealCharge).toHaveBeenCalledWith(7, 'It was cracked at move-in');
    expect(onChanged).toHaveBeenCalledWith(appealed);
  });

  it('shows a decided appeal and the clearance, and offers no appeal once cleared', () => {
    const charge = chargeOf({
      appeal: 'Cracked before',
      appealed_at: ago(1),
      decided_amount_minor: 50_000,
      decided_at: ago(0.5),
      owed_minor: 50_000,
    });
    const clearance = {
      id: 4,
      charges_minor: 50_000,
      mess_dues_minor: 0,
      deposit_minor: 500_000,
      refund_minor: 450_000,
      refunded_at: null,
      issued_at: ago(0.1),
    };
    render(<StayView stay={{ ...movedOut, charges: [charge], clearance }} onChanged={vi.fn()} />);
    expect(screen.getByText('Owed: ₹500.00')).toBeVisible();
    expect(screen.getByText(/Decided .*: ₹500.00/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No-dues clearance' })).toBeVisible();
    expect(screen.getByText('₹4,500.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print the clearance' })).toBeVisible();
    expect(screen.queryByText('Appeal this charge')).not.toBeInTheDocument();
  });
});
