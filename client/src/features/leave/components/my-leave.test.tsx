// The student's leave list: each status in the one vocabulary as a badge, who is asked while pending, the guardian's
// answer and the warden's note; cancel only before the start and only after confirming; shorten only an approved leave
// not yet over, to a time the field checks.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { ApiError } from '../../../lib/errors';
import { istInputValue } from '../../../lib/ist-input';
import { cancelLeave, shortenLeave } from '../api/leave';
import { leaveOf } from './leave.fixture';
import { MyLeave } from './my-leave';

vi.mock('../api/leave', () => ({ cancelLeave: vi.fn(), shortenLeave: vi.fn() }));
afterEach(() => vi.resetAllMocks());

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

function renderList(leave: Parameters<typeof MyLeave>[0]['leave'], onChanged = vi.fn()) {
  render(
    <>
      <MyLeave leave={leave} onChanged={onChanged} />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

const items = () => screen.getAllByRole('listitem');

describe('MyLeave', () => {
  it('when leave is listed, then each shows its status as the one vocabulary’s badge, who is asked and what they said', () => {
    renderList([
      leaveOf({ id: 1 }),
      leaveOf({ id: 2, status: 'awaiting_warden', guardian_decision: 'consented' }),
      leaveOf({ id: 3, status: 'approved', guardian_decision: 'consented', note: 'Travel safe' }),
      leaveOf({ id: 4, status: 'rejected', guardian_decision: 'refused' }),
      leaveOf({ id: 5, status: 'cancelled', guardian_required: false }),
    ]);
    const [asked, consented, approved, refused, cancelled] = items();
    expect(within(asked!).getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(asked!).getByText('Waiting for your guardian to consent.')).toBeInTheDocument();
    expect(within(consented!).getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(consented!).getByText('Waiting for the warden’s decision.')).toBeInTheDocument();
    expect(within(consented!).getByText('Your guardian consented.')).toBeInTheDocument();
    expect(within(approved!).getByText('Approved')).toHaveClass('status-badge--resolved');
    expect(within(approved!).getByText('Warden’s note: Travel safe')).toBeInTheDocument();
    expect(within(refused!).getByText('Rejected')).toHaveClass('status-badge--rejected');
    expect(within(refused!).getByText('Your guardian refused.')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled!).queryByRole('button')).toBeNull();
    expect(within(refused!).queryByRole('button')).toBeNull();
  });

  it('when Cancel leave is chosen, then it asks first; kept, nothing is sent; confirmed, the leave is cancelled', async () => {
    const onChanged = vi.fn();
    vi.mocked(cancelLeave).mockResolvedValue(leaveOf({ status: 'cancelled' }));
    const user = renderList([leaveOf()], onChanged);
    await user.click(screen.getByRole('button', { name: /^Cancel leave from/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this leave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelLeave).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Cancel leave from/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel leave' }));
    expect(cancelLeave).toHaveBeenCalledWith(11);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(await screen.findByText(/is cancelled/)).toBeInTheDocument();
  });

  it('when an approved leave has started, then it cannot be cancelled but can be shortened to a time the field checks', async () => {
    const onChanged = vi.fn();
    const started = leaveOf({ status: 'approved', fromHours: -2, toHours: 48, pass_token: 'pass' });
    vi.mocked(shortenLeave).mockResolvedValue({ ...started, to: new Date(Date.now() + 24 * 3_600_000).toISOString() });
    const user = renderList([started], onChanged);
    expect(screen.queryByRole('button', { name: /^Cancel the leave/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Come back sooner/ }));
    const field = screen.getByLabelText('New return (date and time)');
    expect(field).toHaveFocus();

    await user.type(field, istInputValue(Date.now() + 72 * 3_600_000));
    await user.click(screen.getByRole('button', { name: 'Save the new return' }));
    expect(field).toHaveAccessibleDescription(/Choose a time later than now and the start, and earlier than/);
    expect(shortenLeave).not.toHaveBeenCalled();

    await user.clear(field);
    const back = istInputValue(Date.now() + 24 * 3_600_000);
    await user.type(field, back);
    await user.click(screen.getByRole('button', { name: 'Save the new return' }));
    expect(shortenLeave).toHaveBeenCalledWith(11, `${back}:00+05:30`);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(await screen.findByText(/You are due back at/)).toBeInTheDocument();
  });

  it('when the server says the leave is over meanwhile, then the shorten field says so', async () => {
    vi.mocked(shortenLeave).mockRejectedValue(new ApiError('Over', 409, { code: 'ended' }));
    const user = renderList([leaveOf({ status: 'approved', fromHours: -2, toHours: 48 })]);
    await user.click(screen.getByRole('button', { name: /^Come back sooner/ }));
    await user.type(screen.getByLabelText('New return (date and time)'), istInputValue(Date.now() + 24 * 3_600_000));
    await user.click(screen.getByRole('button', { name: 'Save the new return' }));
    expect(await screen.findByLabelText('New return (date and time)')).toHaveAccessibleDescription(
      /This leave is over: there is nothing to shorten/,
    );
  });

  it('when there is no leave, then it says so', () => {
    renderList([]);
    expect(screen.getByText('You have not asked for leave yet.')).toBeInTheDocument();
  });
});
