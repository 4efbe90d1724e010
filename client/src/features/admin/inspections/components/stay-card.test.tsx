// A stay as the office works it: a sent report is countersigned; a room left is inspected with the proposed charge
// shown; an appeal is decided within the share; no dues is issued once inspected.
import type { RoomStay } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AuthModule from '../../../../lib/auth';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import { countersignReport, decideCharge, inspectStay, issueNoDues } from '../api/inspections';
import { itemOf, stayOf } from '../../../../testing/room-stay';
import { StayCard } from './stay-card';

vi.mock('../api/inspections', () => ({
  countersignReport: vi.fn(),
  decideCharge: vi.fn(),
  inspectStay: vi.fn(),
  issueNoDues: vi.fn(),
}));
vi.mock('../../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ status: 'ready', user: { id: '5a6b7c8d-0000-4000-8000-000000000001', type: 'warden' } }),
}));
afterEach(() => vi.resetAllMocks());

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const PRICES = [{ kind: 'table' as const, condition: 'damaged' as const, amount_minor: 200_000 }];

/** A report sent, still to countersign, of the room's shared table alone. */
const STAY = stayOf({
  opened_at: ago(200),
  due_at: ago(128),
  submitted_at: ago(150),
  student: { full_name: 'Asha Verma', roll_number: '21CS001' },
  items: [itemOf({ verdict: 'confirmed' })],
});

function renderCard(stay: RoomStay, onChanged = vi.fn()) {
  render(
    <>
      <ul>
        <StayCard stay={stay} prices={PRICES} onChanged={onChanged} />
      </ul>
      <NotificationRegion />
    </>,
  );
  return { user: userEvent.setup(), onChanged };
}

describe('StayCard', () => {
  it('countersigns a sent report', async () => {
    const signed = { ...STAY, countersigned_at: ago(0) };
    vi.mocked(countersignReport).mockResolvedValue(signed);
    const { user, onChanged } = renderCard(STAY);
    expect(screen.getByRole('heading', { name: /Asha Verma \(21CS001\)/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Countersign the report' }));
    expect(countersignReport).toHaveBeenCalledWith(31);
    expect(onChanged).toHaveBeenCalledWith(signed);
  });

  it("shows the student's dispute with their photo before the countersignature, each photo opening its full image", () => {
    const chair = {
      ...STAY.items[0]!,
      item_id: 2,
      kind: 'chair' as const,
      label: 'Chair',
      shared: false,
      verdict: 'disputed' as const,
      claimed_condition: 'worn' as const,
      note: 'The seat is scratched',
      photos: [{ path: 'u/chair.png', url: 'https://storage.test/chair.png?token=1' }],
    };
    renderCard({ ...STAY, items: [...STAY.items, chair] });
    expect(screen.getByRole('heading', { name: 'Disputed at move-in' })).toBeVisible();
    // The first is the dispute's, in view; the fold of every item holds it too.
    const photo = screen.getAllByRole('img', { name: "Student's photo 1: Chair" })[0]!;
    expect(photo).toBeVisible();
    expect(photo).toHaveAttribute('src', 'https://storage.test/chair.png?token=1');
    expect(photo.closest('a')).toHaveAttribute('href', 'https://storage.test/chair.png?token=1');
    expect(screen.getAllByText('The seat is scratched')[0]).toBeVisible();
  });

  it('hides the disputes once countersigned: they are in the inventory then', () => {
    const chair = { ...STAY.items[0]!, verdict: 'disputed' as const, claimed_condition: 'worn' as const };
    renderCard({ ...STAY, countersigned_at: ago(1), items: [chair] });
    expect(screen.queryByRole('heading', { name: 'Disputed at move-in' })).toBeNull();
  });

  it('inspects a room left: the damaged shared table shows its proposed charge, and the lines are sent', async () => {
    vi.mocked(inspectStay).mockResolvedValue({ ...STAY, ended_at: ago(1), inspected_at: ago(0) });
    const { user } = renderCard({ ...STAY, countersigned_at: ago(100), ended_at: ago(1) });
    await user.click(screen.getByRole('button', { name: 'Inspect the room' }));
    const table = screen.getByRole('group', { name: 'Study table' });
    expect(within(table).getByText('No charge.')).toBeVisible();
    await user.selectOptions(within(table).getByLabelText('Study table: condition now'), 'Damaged');
    expect(within(table).getByText(/Proposed charge: ₹2,000.00, split between the roommates/)).toBeVisible();
    await user.type(within(table).getByLabelText('Note on Study table'), 'Leg broken');
    await user.click(screen.getByRole('button', { name: 'Record the inspection' }));
    expect(inspectStay).toHaveBeenCalledWith(31, {
      lines: [{ item_id: 1, condition: 'damaged', note: 'Leg broken', photos: [] }],
    });
  });

  it('decides an appeal within the share, and issues no dues', async () => {
    const charge = {
      id: 7,
      item_id: 1,
      label: 'Study table',
      condition: 'damaged' as const,
      price_minor: 200_000,
      sharers: 2,
      amount_minor: 100_000,
      appeal: 'It was cracked before',
      appealed_at: ago(1),
      decided_amount_minor: null,
      decision_note: null,
      decided_at: null,
      owed_minor: 100_000,
      photos: [{ path: 's/table.png', url: 'https://storage.test/table.png?token=2' }],
    };
    const table = {
      ...STAY.items[0]!,
      photos: [{ path: 'u/table.png', url: 'https://storage.test/mine.png?token=3' }],
    };
    const inspected = {
      ...STAY,
      items: [table],
      countersigned_at: ago(100),
      ended_at: ago(3),
      inspected_at: ago(2),
      charges: [charge],
    };
    vi.mocked(decideCharge).mockResolvedValue(inspected);
    vi.mocked(issueNoDues).mockResolvedValue(inspected);
    const { user } = renderCard(inspected);
    // The evidence beside the decision: the student's move-in photo of the table and the inspector's that charged it.
    expect(screen.getByRole('img', { name: "Inspector's photo 1: Study table" })).toBeVisible();
    expect(screen.getByText("The student's photos at move-in")).toBeVisible();
    // The last is the charge's, in view; the fold of every item holds it too.
    expect(screen.getAllByRole('img', { name: "Student's photo 1: Study table" }).at(-1)).toBeVisible();
    const amount = screen.getByLabelText('Amount owed (₹)');
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(screen.getByRole('button', { name: 'Decide the appeal' }));
    expect(screen.getByText('Enter rupees from 0 up to the share, ₹1,000.00.')).toBeVisible();
    expect(decideCharge).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Decide the appeal' }));
    expect(decideCharge).toHaveBeenCalledWith(7, { amount_minor: 50_000, note: null });
    await user.click(screen.getByRole('button', { name: 'Issue no dues' }));
    expect(issueNoDues).toHaveBeenCalledWith(31);
  });

  it('shows a decided appeal with the amount and the note the office gave', () => {
    const decided = {
      id: 7,
      item_id: 1,
      label: 'Study table',
      condition: 'damaged' as const,
      price_minor: 200_000,
      sharers: 2,
      amount_minor: 100_000,
      appeal: 'It was cracked before',
      appealed_at: ago(2),
      decided_amount_minor: 50_000,
      decision_note: 'Partly worn before',
      decided_at: ago(1),
      owed_minor: 50_000,
      photos: [],
    };
    renderCard({ ...STAY, countersigned_at: ago(100), ended_at: ago(3), inspected_at: ago(2), charges: [decided] });
    expect(screen.getByText(/^Decided .*: ₹500\.00$/)).toBeVisible();
    expect(screen.getByText('Partly worn before')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Decide the appeal' })).toBeNull();
  });
});
