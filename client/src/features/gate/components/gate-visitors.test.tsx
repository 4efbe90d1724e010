// The gate's visitors today: listed by where they are, with whom they visit; a walk-in registered for its host, the
// guard told while the host is asked and when they answer; a host unknown at this hostel said beside the roll number.
import type { GateVisitor } from '@campus-hostel/contracts/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import * as api from '../api/gate';
import { GateVisitors } from './gate-visitors';

vi.mock('../api/gate', () => ({ getGateVisitors: vi.fn(), registerWalkIn: vi.fn() }));

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function visitor(fields: Partial<GateVisitor>): GateVisitor {
  return {
    id: 1,
    hostel_name: 'Kanhar',
    visitor_name: 'Meera Verma',
    phone: '9812345670',
    host: { name: 'Asha Verma', roll_number: 'B23CS041', room: 'B-204' },
    from: at(1),
    to: at(3),
    status: 'active',
    walk_in: false,
    entered_at: null,
    exited_at: null,
    ...fields,
  };
}

// 11:30 in IST: a walk-in stays until later the same day.
const NOW = Date.parse('2026-11-28T06:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(api.getGateVisitors).mockResolvedValue([]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('GateVisitors', () => {
  it('lists today’s visitors under waiting, expected, inside and left, each with whom and which room they visit', async () => {
    vi.mocked(api.getGateVisitors).mockResolvedValue([
      visitor({ id: 1 }),
      visitor({ id: 2, visitor_name: 'Ravi Kumar', from: at(-1), entered_at: at(-0.5) }),
      visitor({ id: 3, visitor_name: 'Kiran Rao', from: at(-3), to: at(-1), entered_at: at(-3), exited_at: at(-2) }),
      visitor({ id: 4, visitor_name: 'Anil Verma', status: 'awaiting_host', walk_in: true }),
    ]);
    render(<GateVisitors hostel="Kanhar" version={0} />);
    const region = screen.getByRole('region', { name: 'Today’s visitors at Kanhar' });
    const group = async (name: string) =>
      (await within(region).findByRole('heading', { name })).parentElement as HTMLElement;
    expect(await group('Expected')).toHaveTextContent('Meera Verma');
    expect(await group('Expected')).toHaveTextContent('to see Asha Verma, room B-204');
    expect(await group('Inside')).toHaveTextContent('Ravi Kumar');
    expect(await group('Left')).toHaveTextContent('Kiran Rao');
    expect(await group('Waiting for the host')).toHaveTextContent('Anil Verma');
    expect(api.getGateVisitors).toHaveBeenCalledWith('Kanhar');
  });

  it('when there are none, then it says so', async () => {
    render(<GateVisitors hostel="Kanhar" version={0} />);
    expect(await screen.findByText('No visitors today yet.')).toBeVisible();
  });

  it('when a walk-in is registered, then the host is asked, the guard waits, and sees the host’s confirmation when read again', async () => {
    const user = userEvent.setup();
    const asked = visitor({ id: 7, visitor_name: 'Ravi Kumar', status: 'awaiting_host', walk_in: true });
    vi.mocked(api.registerWalkIn).mockResolvedValueOnce(asked);
    render(<GateVisitors hostel="Kanhar" version={0} />);
    await user.click(screen.getByRole('button', { name: 'Register a walk-in' }));
    const form = screen.getByRole('form', { name: 'A visitor without a pass' });
    await user.type(within(form).getByRole('textbox', { name: 'Visitor’s name' }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /Visitor’s phone/ }), '98123 45671');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who they are to the host' }), 'Friend');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Visitor’s gender' }), 'Male');
    await user.type(within(form).getByRole('textbox', { name: 'Purpose of the visit' }), 'Returning notes');
    await user.type(within(form).getByRole('textbox', { name: 'Host’s roll number' }), 'b23cs041');
    await user.type(within(form).getByLabelText('Stays until (today)'), '13:30');
    await user.click(within(form).getByRole('button', { name: 'Ask the host' }));
    expect(await screen.findByText('Waiting for Asha Verma to confirm Ravi Kumar…')).toBeVisible();
    expect(api.registerWalkIn).toHaveBeenCalledWith({
      visitor_name: 'Ravi Kumar',
      phone: '9812345671',
      email: null,
      relation: 'friend',
      gender: 'male',
      purpose: 'Returning notes',
      hostel_name: 'Kanhar',
      host_roll_number: 'b23cs041',
      to: '2026-11-28T13:30:00+05:30',
    });

    vi.mocked(api.getGateVisitors).mockResolvedValue([{ ...asked, status: 'active' }]);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await screen.findByText(
        'Asha Verma confirmed: Ravi Kumar may come in. Record the entry with their phone number.',
      ),
    ).toBeVisible();
  });

  it('when the host’s roll number is no resident’s, then it says so beside it; an empty form says what it needs', async () => {
    const user = userEvent.setup();
    vi.mocked(api.registerWalkIn).mockRejectedValueOnce(new ApiError('No resident', 404, { code: 'no_host' }));
    render(<GateVisitors hostel="Kanhar" version={0} />);
    await user.click(screen.getByRole('button', { name: 'Register a walk-in' }));
    const form = screen.getByRole('form', { name: 'A visitor without a pass' });
    await user.click(within(form).getByRole('button', { name: 'Ask the host' }));
    expect(within(form).getByRole('textbox', { name: 'Host’s roll number' })).toHaveAccessibleDescription(
      'Write the host’s roll number.',
    );
    expect(within(form).getByRole('textbox', { name: /Visitor’s email/ })).not.toHaveAttribute('aria-invalid');
    expect(api.registerWalkIn).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: 'Visitor’s name' }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /Visitor’s phone/ }), '9812345671');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who they are to the host' }), 'Friend');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Visitor’s gender' }), 'Male');
    await user.type(within(form).getByRole('textbox', { name: 'Purpose of the visit' }), 'Returning notes');
    await user.type(within(form).getByRole('textbox', { name: 'Host’s roll number' }), 'B99XX001');
    await user.type(within(form).getByLabelText('Stays until (today)'), '12:30');
    await user.click(within(form).getByRole('button', { name: 'Ask the host' }));
    expect(await within(form).findByText('No resident of Kanhar has that roll number.')).toBeVisible();
  });
});
