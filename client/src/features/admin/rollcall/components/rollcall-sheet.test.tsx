// The night's roll-call: counts per state in words, residents grouped by room, a room marked present at once (not
// those on leave), one resident toggled, nothing markable on a closed night, and the CSV's rows.
import type { RollCallAnswer, RollCallResident } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import { ApiError } from '../../../../lib/errors';
import type * as CsvModule from '../../utils/csv';
import { downloadCsv } from '../../utils/csv';
import * as api from '../api/rollcall';
import { tonight } from '../night';
import { RollCallPage } from './rollcall-page';
import { RollCallSheet } from './rollcall-sheet';

vi.mock('../api/rollcall', () => ({ getRollCall: vi.fn(), markRollCall: vi.fn() }));
vi.mock('../../utils/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const person = (over: Partial<RollCallResident>): RollCallResident => ({
  user_id: 'u',
  full_name: 'Someone',
  roll_number: null,
  wing: 'B',
  room: 'B-204',
  bed: 'A',
  state: 'unaccounted',
  marked_at: null,
  leave: null,
  ...over,
});

const LEAVE = {
  id: 3,
  from: '2026-11-27T04:30:00Z',
  to: '2026-11-30T12:30:00Z',
  exited_at: '2026-11-27T05:00:00Z',
  returned_at: null,
};

const NIGHT: RollCallAnswer = {
  hostel_name: 'Kanhar',
  night: '2026-11-28',
  curfew: '22:00',
  call_at: '2026-11-28T16:30:00Z',
  open: true,
  residents: [
    person({
      user_id: 'asha',
      full_name: 'Asha Verma',
      roll_number: 'B23CS041',
      bed: 'A',
      state: 'on_leave',
      leave: LEAVE,
    }),
    person({ user_id: 'ravi', full_name: 'Ravi Kumar', roll_number: 'B23CS042', bed: 'B' }),
    person({
      user_id: 'meena',
      full_name: 'Meena Iyer',
      roll_number: 'B23EE007',
      room: 'B-205',
      state: 'in',
      marked_at: '2026-11-28T16:40:00Z',
    }),
    person({
      user_id: 'john',
      full_name: 'John Das',
      roll_number: '=HYPERLINK("x")',
      room: 'B-205',
      bed: 'B',
      state: 'past_curfew',
    }),
  ],
};

beforeEach(() => {
  vi.mocked(api.getRollCall).mockReset().mockResolvedValue(NIGHT);
  vi.mocked(api.markRollCall).mockReset().mockResolvedValue(1);
  vi.mocked(downloadCsv).mockReset();
});

const room = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^Room ${name}`) }).closest('tbody')!;

describe('RollCallSheet', () => {
  it('when the night loads, then the call and curfew, each state’s count and the rooms with states in words are shown', async () => {
    render(<RollCallSheet hostel="Kanhar" night="2026-11-28" />);
    expect(await screen.findByText(/Call at 28 Nov 2026, 10:00 pm IST \(curfew 22:00\)/i)).toBeInTheDocument();
    const counts = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(counts).toEqual(['In: 1', 'On approved leave: 1', 'Out past curfew: 1', 'Unaccounted: 1']);
    expect(
      within(room('B-204'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Room B-204 · wing BMark room present',
      expect.stringMatching(/^AAsha VermaB23CS041On approved leaveLeave 27 Nov 2026.*out 27 Nov 2026.*Marked present/),
      expect.stringMatching(/^BRavi KumarB23CS042UnaccountedMarked present/),
    ]);
    expect(within(room('B-205')).getByRole('checkbox', { name: 'Marked present: Meena Iyer' })).toBeChecked();
    expect(within(room('B-205')).getByText(/^Marked 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/night is closed/)).toBeNull();
  });

  it('when a room is marked present, then those of it not on leave are sent, and the night is read again', async () => {
    const user = userEvent.setup();
    render(<RollCallSheet hostel="Kanhar" night="2026-11-28" />);
    await screen.findByText('Ravi Kumar');
    await user.click(within(room('B-204')).getByRole('button', { name: 'Mark room present: B-204' }));
    expect(api.markRollCall).toHaveBeenCalledWith('Kanhar', '2026-11-28', ['ravi'], true);
    await vi.waitFor(() => expect(api.getRollCall).toHaveBeenCalledTimes(2));
  });

  it('when one resident is toggled, then only they are marked, present or no longer present', async () => {
    const user = userEvent.setup();
    render(<RollCallSheet hostel="Kanhar" night="2026-11-28" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Marked present: Meena Iyer' }));
    expect(api.markRollCall).toHaveBeenLastCalledWith('Kanhar', '2026-11-28', ['meena'], false);
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: 'Marked present: John Das' })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'Marked present: John Das' }));
    expect(api.markRollCall).toHaveBeenLastCalledWith('Kanhar', '2026-11-28', ['john'], true);
  });

  it('when the night is closed, then it says so and nothing can be marked', async () => {
    vi.mocked(api.getRollCall).mockResolvedValue({ ...NIGHT, night: '2026-11-20', open: false });
    render(<RollCallSheet hostel="Kanhar" night="2026-11-20" />);
    expect(await screen.findByText('This night is closed: its marks can no longer change.')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /^Mark room present/ })) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('when the server says the night has closed meanwhile, then the words are shown and the night read again', async () => {
    const user = userEvent.setup();
    vi.mocked(api.markRollCall).mockRejectedValueOnce(
      new ApiError('This night is closed.', 409, { code: 'night_closed' }),
    );
    render(
      <>
        <RollCallSheet hostel="Kanhar" night="2026-11-28" />
        <NotificationRegion />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark room present: B-205' }));
    expect(api.markRollCall).toHaveBeenCalledWith('Kanhar', '2026-11-28', ['john'], true);
    expect(await screen.findByText('This night is closed.')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.getRollCall).toHaveBeenCalledTimes(2));
  });

  it('when the night cannot be read, then the server’s words say why, with a way to try again', async () => {
    vi.mocked(api.getRollCall).mockRejectedValueOnce(
      new ApiError('A roll-call can be read for tonight and the 90 nights before it', 400, { code: 'invalid_request' }),
    );
    render(<RollCallSheet hostel="Kanhar" night="2026-01-01" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('tonight and the 90 nights before it');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when the CSV is exported, then each resident is a row with the state in words and times in IST, formulas defused', async () => {
    const user = userEvent.setup();
    render(<RollCallSheet hostel="Kanhar" night="2026-11-28" />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(name).toMatch(/^roll-call-kanhar-2026-11-28-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv?.split('\r\n')).toEqual([
      'Wing,Room,Bed,Name,Roll number,State,Marked present at,Leave from,Leave to,Went out at,Came back at',
      'B,B-204,A,Asha Verma,B23CS041,On approved leave,,2026-11-27 10:00 IST,2026-11-30 18:00 IST,2026-11-27 10:30 IST,',
      'B,B-204,B,Ravi Kumar,B23CS042,Unaccounted,,,,,',
      'B,B-205,A,Meena Iyer,B23EE007,In,2026-11-28 22:10 IST,,,,',
      `B,B-205,B,John Das,"'=HYPERLINK(""x"")",Out past curfew,,,,,`,
      '',
    ]);
  });

  it('when there is a Print button, then it prints the page', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<RollCallSheet hostel="Kanhar" night="2026-11-28" />);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('RollCallPage', () => {
  it('when opened, then tonight of the first hostel is read; another hostel or night reads that one', async () => {
    const user = userEvent.setup();
    render(<RollCallPage hostels={['Kanhar', 'Gopad']} />);
    expect(screen.getByLabelText('Night')).toHaveValue(tonight());
    await screen.findByText('Ravi Kumar');
    expect(api.getRollCall).toHaveBeenLastCalledWith('Kanhar', tonight());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'Gopad');
    expect(api.getRollCall).toHaveBeenLastCalledWith('Gopad', tonight());
  });

  it('when the caller serves no hostel, then it says so', () => {
    render(<RollCallPage hostels={[]} />);
    expect(screen.getByText('You do not serve a hostel.')).toBeInTheDocument();
  });
});
