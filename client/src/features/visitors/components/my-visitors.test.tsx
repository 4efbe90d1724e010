// The host's visitors: who is inside now, a walk-in waiting at the gate confirmed or declined, an expected visit
// cancelled after asking, a void pass with its reason, each in the one status vocabulary.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { answerWalkIn, cancelVisitor } from '../api/visitors';
import { MyVisitors } from './my-visitors';
import { visitorOf } from './visitor.fixture';

vi.mock('../api/visitors', () => ({ answerWalkIn: vi.fn(), cancelVisitor: vi.fn() }));
afterEach(() => vi.resetAllMocks());

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only marks it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

function renderList(passes = [visitorOf()], onChanged = vi.fn()) {
  render(
    <>
      <MyVisitors passes={passes} onChanged={onChanged} />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

describe('MyVisitors', () => {
  it('when none is registered, then it says so', () => {
    renderList([]);
    expect(screen.getByText('You have not registered a visitor yet.')).toBeVisible();
  });

  it('names who is inside now, and marks each visitor expected, inside, left or void with its reason', () => {
    renderList([
      visitorOf({ id: 1, visitor_name: 'Ravi Kumar', fromHours: -1, entered_at: ago(0.5) }),
      visitorOf({ id: 2, visitor_name: 'Meera Verma' }),
      visitorOf({
        id: 3,
        visitor_name: 'Kiran Rao',
        fromHours: -3,
        toHours: -1,
        entered_at: ago(3),
        exited_at: ago(2),
      }),
      visitorOf({ id: 4, visitor_name: 'Anil Verma', status: 'void', void_reason: 'host_on_leave' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Inside now: Ravi Kumar');
    const entry = (name: string) => screen.getByRole('heading', { name: new RegExp(name) });
    expect(entry('Ravi Kumar')).toHaveTextContent('Inside');
    expect(entry('Meera Verma')).toHaveTextContent('Expected');
    expect(entry('Kiran Rao')).toHaveTextContent('Left');
    expect(entry('Anil Verma')).toHaveTextContent('Void');
    expect(screen.getByText('Void: you are on leave at that time.')).toBeVisible();
  });

  it('when a walk-in waits at the gate, then the host confirms it and the list is read again', async () => {
    const onChanged = vi.fn();
    const waiting = visitorOf({ id: 9, visitor_name: 'Ravi Kumar', status: 'awaiting_host', walk_in: true });
    vi.mocked(answerWalkIn).mockResolvedValueOnce({ ...waiting, status: 'active' });
    const user = renderList([waiting, visitorOf()], onChanged);
    expect(screen.getByText('At the gate, waiting for you')).toBeVisible();
    expect(screen.getByText(/Ravi Kumar is at the gate and asks to see you/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm Ravi Kumar' }));
    expect(answerWalkIn).toHaveBeenCalledWith(9, 'confirmed');
    expect(await screen.findByText('Ravi Kumar may come in: the gate is told.')).toBeVisible();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('when the host declines a walk-in, then the gate is told', async () => {
    const waiting = visitorOf({ id: 9, visitor_name: 'Ravi Kumar', status: 'awaiting_host', walk_in: true });
    vi.mocked(answerWalkIn).mockResolvedValueOnce({ ...waiting, status: 'declined' });
    const user = renderList([waiting]);
    await user.click(screen.getByRole('button', { name: 'Decline Ravi Kumar' }));
    expect(answerWalkIn).toHaveBeenCalledWith(9, 'declined');
    expect(await screen.findByText('You declined Ravi Kumar: the gate is told.')).toBeVisible();
  });

  it('when the host cancels an expected visit, then it asks first and cancels only on yes; a visitor inside cannot be cancelled', async () => {
    const onChanged = vi.fn();
    const expected = visitorOf({ id: 5 });
    vi.mocked(cancelVisitor).mockResolvedValueOnce({ ...expected, status: 'cancelled' });
    const user = renderList(
      [expected, visitorOf({ id: 6, visitor_name: 'Ravi Kumar', fromHours: -1, entered_at: ago(0.5) })],
      onChanged,
    );
    expect(screen.queryByRole('button', { name: 'Cancel the visit of Ravi Kumar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel the visit of Meera Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this visit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelVisitor).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel the visit of Meera Verma' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the visit' }));
    expect(cancelVisitor).toHaveBeenCalledWith(5);
    expect(await screen.findByText('The visit of Meera Verma is cancelled.')).toBeVisible();
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
