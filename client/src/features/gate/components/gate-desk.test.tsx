// The gate: who passed in large words (a late return said to be late), each refusal's reason in words, the direction
// chosen, a typed pass told from a roll number, the box kept focused for the next scan, and the log read again.
import type { GateScanAnswer } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import * as api from '../api/gate';
import { GateAnswer } from './gate-answer';
import { GateDesk } from './gate-desk';

vi.mock('../api/gate', () => ({
  getGates: vi.fn(),
  scanPass: vi.fn(),
  getGateLog: vi.fn(),
  getGateVisitors: vi.fn(),
  registerWalkIn: vi.fn(),
}));

const PASS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';
const ASHA: GateScanAnswer = {
  kind: 'leave',
  name: 'Asha Verma',
  roll_number: 'B23CS041',
  hostel: 'Kanhar',
  room: 'B-204',
  host: null,
  direction: 'out',
  late: false,
  valid_from: '2026-11-28T04:30:00Z',
  valid_to: '2026-11-30T12:30:00Z',
  at: '2026-11-28T05:00:00Z',
};

const MEERA: GateScanAnswer = {
  ...ASHA,
  kind: 'visitor',
  name: 'Meera Verma',
  roll_number: null,
  room: null,
  host: { name: 'Asha Verma', room: 'B-204' },
  direction: 'in',
  valid_from: '2026-11-28T05:30:00Z',
  valid_to: '2026-11-28T08:00:00Z',
};

const refusal = (code: 'already_used' | 'pass_not_valid', reason?: string) =>
  new ApiError('Refused', code === 'already_used' ? 409 : 403, {
    code,
    reason: reason as ApiError['reason'],
  });

describe('GateAnswer', () => {
  it('when a student goes out, then the answer names them, their roll number, hostel, room and validity, in green', () => {
    render(<GateAnswer answer={{ kind: 'passed', pass: ASHA }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Out: Asha Verma');
    expect(status).toHaveTextContent('B23CS041 · Kanhar · Room B-204');
    expect(status).toHaveTextContent(/Valid 28 Nov 2026.* – 30 Nov 2026/);
    expect(status).toHaveTextContent('Direction: Out');
    expect(status).not.toHaveTextContent(/late/i);
    expect(status).toHaveClass('gate-answer--passed');
  });

  it('when a student comes back after the pass ended, then the answer says late in words, not only in colour', () => {
    render(<GateAnswer answer={{ kind: 'passed', pass: { ...ASHA, direction: 'in', late: true } }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Back late: Asha Verma');
    expect(status).toHaveTextContent('Late: the leave ended 30 Nov 2026');
    expect(status).toHaveTextContent('Direction: In');
    expect(status).toHaveClass('gate-answer--late');
  });

  it.each([
    ['invalid', 'Not a pass', 'not a pass of ours'],
    ['not_yet', 'Not yet valid', 'not valid yet'],
    ['expired', 'Expired', 'time is over'],
    ['cancelled', 'Cancelled', 'cancelled, declined or is no longer valid'],
    ['other_gate', "Another hostel's gate", 'whose gate you do not keep'],
    ['no_leave', 'No leave', 'no approved leave'],
    ['not_out', 'No exit recorded', 'No exit was recorded'],
    ['awaiting_host', 'Host has not confirmed', 'ask them to wait'],
    ['no_pass', 'No pass today', 'no visitor pass today at your gate'],
    ['not_in', 'No entry recorded', 'no exit to record'],
  ] as const)('when the pass is refused as %s, then it says why in words, in red', (why, headline, reason) => {
    render(<GateAnswer answer={{ kind: 'refused', why, direction: 'out' }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(headline);
    expect(status).toHaveTextContent(reason);
    expect(status).toHaveClass('gate-answer--refused');
  });

  it('when a visitor comes in, then the answer names them and, in large type, their host and the room to send them to', () => {
    render(<GateAnswer answer={{ kind: 'passed', pass: MEERA }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Visitor in: Meera Verma');
    expect(status).toHaveTextContent('Visiting Asha Verma · Room B-204');
    expect(status).toHaveTextContent('Direction: In');
    expect(status).toHaveClass('gate-answer--passed');
  });

  it('when a visitor leaves after their visit ended, then the answer says they overstayed, in words', () => {
    render(<GateAnswer answer={{ kind: 'passed', pass: { ...MEERA, direction: 'out', late: true } }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Overstayed: Meera Verma');
    expect(status).toHaveTextContent('Late: the visit ended 28 Nov 2026');
    expect(status).toHaveClass('gate-answer--late');
  });

  it('when a pass was already used, then the answer names the direction it was used for', () => {
    const { rerender } = render(<GateAnswer answer={{ kind: 'refused', why: 'already_used', direction: 'out' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Already usedThis pass has already been used to go out.');
    rerender(<GateAnswer answer={{ kind: 'refused', why: 'already_used', direction: 'in' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('already been used to come back in.');
  });
});

describe('GateDesk', () => {
  beforeEach(() => {
    vi.mocked(api.scanPass).mockReset();
    vi.mocked(api.getGateLog).mockReset().mockResolvedValue([]);
    vi.mocked(api.getGateVisitors).mockReset().mockResolvedValue([]);
  });

  const box = () => screen.getByRole('textbox', { name: /Pass, roll number or phone/ });

  it('when a hardware scanner types a pass and Enter, then it goes out as a token and the box keeps the focus', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanPass).mockResolvedValueOnce(ASHA);
    render(<GateDesk gates={['Kanhar']} />);
    expect(box()).toHaveFocus();
    await user.keyboard(`${PASS}{Enter}`);
    expect(await screen.findByText('Out: Asha Verma')).toBeInTheDocument();
    expect(api.scanPass).toHaveBeenCalledWith('out', { token: PASS });
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
  });

  it('when a roll number is typed for a return, then it goes in as a roll number; a return with no exit is refused', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanPass).mockRejectedValueOnce(refusal('pass_not_valid', 'not_out'));
    render(<GateDesk gates={['Kanhar']} />);
    await user.click(screen.getByRole('radio', { name: 'In' }));
    expect(screen.getByRole('radio', { name: 'In' })).toBeChecked();
    expect(box()).toHaveFocus();
    await user.keyboard(' b23cs041 {Enter}');
    expect(await screen.findByText('No exit recorded')).toBeInTheDocument();
    expect(api.scanPass).toHaveBeenCalledWith('in', { roll_number: 'b23cs041' });
    expect(screen.getByRole('button', { name: 'Record entry' })).toBeEnabled();
  });

  it('when a visitor’s phone number is typed, then it goes as a phone, and the visitor’s host is shown', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanPass).mockResolvedValueOnce(MEERA);
    render(<GateDesk gates={['Kanhar']} />);
    await user.click(screen.getByRole('radio', { name: 'In' }));
    await user.keyboard('+91 98123 45670{Enter}');
    expect(await screen.findByText('Visiting Asha Verma · Room B-204')).toBeInTheDocument();
    expect(api.scanPass).toHaveBeenCalledWith('in', { phone: '+91 98123 45670' });
  });

  it('when the same pass is scanned out twice, then the second is already used for going out', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanPass).mockResolvedValueOnce(ASHA).mockRejectedValueOnce(refusal('already_used'));
    render(<GateDesk gates={['Kanhar']} />);
    await user.keyboard(`${PASS}{Enter}`);
    await screen.findByText('Out: Asha Verma');
    await user.keyboard(`${PASS}{Enter}`);
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('used to go out');
  });

  it('when the next pass is scanned before the last answer arrives, then the newest scan’s answer is the one shown', async () => {
    const user = userEvent.setup();
    let answerFirst: (answer: GateScanAnswer) => void = () => undefined;
    vi.mocked(api.scanPass)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ ...ASHA, name: 'Ravi Kumar', roll_number: 'B23CS042' });
    render(<GateDesk gates={['Kanhar']} />);
    await user.keyboard('B23CS041{Enter}');
    await user.keyboard('B23CS042{Enter}');
    expect(await screen.findByText('Out: Ravi Kumar')).toBeInTheDocument();
    answerFirst(ASHA);
    await vi.waitFor(() => expect(api.getGateLog).toHaveBeenCalledTimes(3));
    expect(screen.getByRole('status')).toHaveTextContent('Out: Ravi Kumar');
  });

  it('when the box is empty, then nothing is sent and it says what to do', async () => {
    const user = userEvent.setup();
    render(<GateDesk gates={['Kanhar']} />);
    await user.click(screen.getByRole('button', { name: 'Record exit' }));
    expect(screen.getByText('Scan a pass, or type a roll number or a phone number.')).toBeInTheDocument();
    expect(api.scanPass).not.toHaveBeenCalled();
  });

  it('when the caller is not a guard of the gate, then the server’s words are shown, not a pass refusal', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanPass).mockRejectedValueOnce(
      new ApiError('You do not keep this gate.', 403, { code: 'forbidden' }),
    );
    render(<GateDesk gates={['Kanhar']} />);
    await user.keyboard('B23CS041{Enter}');
    expect(await screen.findByText('Not recorded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You do not keep this gate.');
  });

  it('when a scan is recorded, then the gate’s log is read again and shows it, late returns marked late, visitors as visitors', async () => {
    const user = userEvent.setup();
    vi.mocked(api.scanPass).mockResolvedValueOnce({ ...ASHA, direction: 'in', late: true });
    vi.mocked(api.getGateLog)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([
        {
          kind: 'leave',
          id: 7,
          at: ASHA.at,
          direction: 'in',
          late: true,
          name: 'Asha Verma',
          roll_number: 'B23CS041',
          hostel: 'Kanhar',
        },
        {
          kind: 'visitor',
          id: 7,
          at: ASHA.at,
          direction: 'in',
          late: false,
          name: 'Ravi Verma',
          roll_number: null,
          hostel: 'Kanhar',
        },
      ]);
    render(<GateDesk gates={['Kanhar']} />);
    expect(await screen.findByText('No one has gone out or come in yet.')).toBeInTheDocument();
    await user.keyboard('B23CS041{Enter}');
    const log = screen.getByRole('region', { name: "Recent at Kanhar's gate" });
    const [entry, visitor] = await within(log).findAllByRole('listitem');
    expect(entry).toHaveTextContent('In');
    expect(entry).toHaveTextContent('Asha Verma · B23CS041 Late');
    expect(visitor).toHaveTextContent('Ravi Verma · visitor');
    expect(api.getGateLog).toHaveBeenCalledTimes(2);
  });

  it('when a guard keeps two gates, then they choose one and its log is shown', async () => {
    const user = userEvent.setup();
    render(<GateDesk gates={['Kanhar', 'Gopad']} />);
    await screen.findByRole('region', { name: "Recent at Kanhar's gate" });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gate' }), 'Gopad');
    expect(await screen.findByRole('region', { name: "Recent at Gopad's gate" })).toBeInTheDocument();
    expect(api.getGateLog).toHaveBeenLastCalledWith('Gopad');
    expect(box()).toHaveFocus();
  });

  it('with one gate, then there is no gate to choose', () => {
    render(<GateDesk gates={['Kanhar']} />);
    expect(screen.queryByRole('combobox', { name: 'Gate' })).toBeNull();
  });
});
