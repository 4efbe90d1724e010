// The day's visitor log: counts, each pass's state in words with why it is void, an overstay flagged in words, the CSV's
// rows, the server's words when the day cannot be read; the page reads today's log of the first hostel served.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayStamp } from '../../../../lib/format';
import { ApiError } from '../../../../lib/errors';
import type * as CsvModule from '../../utils/csv';
import { HostelOfficeFrame } from '../../components/hostel-office-page';
import { downloadCsv } from '../../utils/csv';
import { getVisitorLog } from '../api/visitor-log';
import { officeVisitor } from '../visitor.fixture';
import { VisitorLog } from './visitor-log';
import { VisitorsSections } from './visitors-sections';

vi.mock('../api/visitor-log', () => ({ getVisitorLog: vi.fn() }));
vi.mock('../api/visitor-rules', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getVisitorRules: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../api/visitor-bans', () => ({ getVisitorBans: vi.fn(() => Promise.resolve([])) }));
vi.mock('../../utils/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const DAY = [
  officeVisitor({
    id: 1,
    entered_at: '2026-11-28T04:35:00Z',
    exited_at: '2026-11-28T07:15:00Z',
    overstay: true,
  }),
  officeVisitor({
    id: 2,
    visitor_name: 'Imran Khan',
    phone: '+447700900123',
    relation: 'friend',
    gender: 'male',
    purpose: '=HYPERLINK("x")',
    host: { name: 'Asha Verma', roll_number: null, room: null },
    walk_in: true,
    status: 'void',
    void_reason: 'banned',
  }),
  officeVisitor({ id: 3, visitor_name: 'Meena Iyer', entered_at: '2026-11-28T05:00:00Z' }),
];

beforeEach(() => {
  vi.mocked(getVisitorLog).mockReset().mockResolvedValue(DAY);
  vi.mocked(downloadCsv).mockReset();
});

function renderPage(hostels: string[]) {
  render(
    <HostelOfficeFrame words="visitors-office" className="visitors-office" hostels={hostels} wholeOffice={false}>
      {(hostel) => <VisitorsSections hostel={hostel} />}
    </HostelOfficeFrame>,
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('VisitorLog', () => {
  it('when the day loads, then the counts, each visitor, their host and their state in words are shown', async () => {
    render(<VisitorLog hostel="Kanhar" />);
    await screen.findByText('Sunita Rao');
    const counts = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(counts).toEqual(['Passes: 3', 'Inside now: 1', 'Overstays: 1']);
    const sunita = rowOf('Sunita Rao');
    expect(sunita).toHaveTextContent(/ParentBringing winter clothes/);
    expect(within(sunita).getByRole('link', { name: '9812345670' })).toHaveAttribute('href', 'tel:9812345670');
    expect(sunita).toHaveTextContent(/Ravi KumarB23CS042B-204/);
    expect(sunita).toHaveTextContent(/In 28 Nov 2026, 10:05 am.*Out 28 Nov 2026, 12:45 pm/i);
    expect(within(sunita).getByText('Left')).toHaveClass('status-badge');
    const imran = rowOf('Imran Khan');
    expect(imran).toHaveTextContent('Friend · Walk-in');
    expect(imran).toHaveTextContent('Not in yet');
    expect(within(imran).getByText('Void')).toBeInTheDocument();
    expect(within(imran).getByText('The visitor is banned.')).toBeInTheDocument();
    expect(within(rowOf('Meena Iyer')).getByText('Inside')).toBeInTheDocument();
  });

  it('when a visitor overstayed, then the row says so in words with how long, not by colour alone', async () => {
    render(<VisitorLog hostel="Kanhar" />);
    const sunita = rowOf((await screen.findByText('Sunita Rao')).textContent ?? '');
    expect(within(sunita).getByText('Overstay')).toBeVisible();
    expect(sunita).toHaveTextContent('Overstay 45 minutes past the window');
    expect(within(rowOf('Meena Iyer')).queryByText('Overstay')).toBeNull();
  });

  it('when an overstay passed an hour, then it is said in hours and minutes', async () => {
    vi.mocked(getVisitorLog).mockResolvedValue([
      officeVisitor({ entered_at: '2026-11-28T04:35:00Z', exited_at: '2026-11-28T08:35:00Z', overstay: true }),
    ]);
    render(<VisitorLog hostel="Kanhar" />);
    expect(await screen.findByText(/2 h 5 min past the window/)).toBeInTheDocument();
  });

  it('when another day is chosen, then that day is read; a day not yet whole asks for one', async () => {
    const user = userEvent.setup();
    render(<VisitorLog hostel="Kanhar" />);
    const day = screen.getByLabelText('Day');
    expect(day).toHaveValue(todayStamp());
    await screen.findByText('Sunita Rao');
    expect(getVisitorLog).toHaveBeenLastCalledWith('Kanhar', todayStamp());
    await user.clear(day);
    expect(screen.getByText('Choose a day.')).toBeInTheDocument();
    await user.type(day, '2026-11-20');
    expect(getVisitorLog).toHaveBeenLastCalledWith('Kanhar', '2026-11-20');
  });

  it('when no one visited, then it says so and there is nothing to export', async () => {
    vi.mocked(getVisitorLog).mockResolvedValue([]);
    render(<VisitorLog hostel="Kanhar" />);
    expect(await screen.findByText('No visitors on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('when the day cannot be read, then the server’s words say why, with a way to try again', async () => {
    const user = userEvent.setup();
    vi.mocked(getVisitorLog).mockRejectedValueOnce(
      new ApiError('You do not serve this hostel', 403, { code: 'forbidden' }),
    );
    render(<VisitorLog hostel="Kanhar" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not serve this hostel');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sunita Rao')).toBeInTheDocument();
  });

  it('when the CSV is exported, then each pass is a row with its state in words and times in IST, formulas defused', async () => {
    const user = userEvent.setup();
    render(<VisitorLog hostel="Kanhar" />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(name).toMatch(new RegExp(`^visitors-kanhar-${todayStamp()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(csv?.split('\r\n')).toEqual([
      "Visitor,Relation,Phone,Purpose,Host,Host's roll number,Host's room,From,To,Walk-in,Came in at,Left at,Status,Why void,Overstay",
      'Sunita Rao,Parent,9812345670,Bringing winter clothes,Ravi Kumar,B23CS042,B-204,2026-11-28 10:00 IST,2026-11-28 12:00 IST,No,2026-11-28 10:05 IST,2026-11-28 12:45 IST,Left,,Yes',
      `Imran Khan,Friend,'+447700900123,"'=HYPERLINK(""x"")",Asha Verma,,,2026-11-28 10:00 IST,2026-11-28 12:00 IST,Yes,,,Void,The visitor is banned.,No`,
      'Meena Iyer,Parent,9812345670,Bringing winter clothes,Ravi Kumar,B23CS042,B-204,2026-11-28 10:00 IST,2026-11-28 12:00 IST,No,2026-11-28 10:30 IST,,Inside,,No',
      '',
    ]);
  });
});

describe('the visitors page', () => {
  it('when opened, then today of the first hostel is read; another hostel reads that one', async () => {
    const user = userEvent.setup();
    renderPage(['Kanhar', 'Gopad']);
    await screen.findByText('Sunita Rao');
    expect(getVisitorLog).toHaveBeenLastCalledWith('Kanhar', todayStamp());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'Gopad');
    expect(getVisitorLog).toHaveBeenLastCalledWith('Gopad', todayStamp());
    expect(screen.getByRole('heading', { level: 2, name: 'Visitor rules of Gopad' })).toBeInTheDocument();
  });

  it('when the caller serves no hostel, then it says so', () => {
    renderPage([]);
    expect(screen.getByText('You do not serve a hostel.')).toBeInTheDocument();
    expect(getVisitorLog).not.toHaveBeenCalled();
  });
});
