// /admin/inspections' sections as one page: an inspection (or a countersignature) in the stays writes conditions into the
// inventory, so the inventory beside it is read again and shows the item's condition at once, without a reload.
import type { InventoryItem } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersignReport, getInventory, getPrices, getStays } from '../api/inspections';
import { stayOf } from '../../../../testing/room-stay';
import { InspectionsSections } from './inspections-sections';

vi.mock('../api/inspections', () => ({
  countersignReport: vi.fn(),
  decideCharge: vi.fn(),
  getInventory: vi.fn(),
  getPrices: vi.fn(),
  getStays: vi.fn(),
  inspectStay: vi.fn(),
  issueNoDues: vi.fn(),
  saveItem: vi.fn(),
  setPrice: vi.fn(),
}));
afterEach(() => vi.resetAllMocks());

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const CHAIR: InventoryItem = {
  id: 2,
  room_id: 9,
  room: 'A-103',
  bed_id: 4,
  bed_label: 'a',
  kind: 'chair',
  label: 'Chair',
  condition: 'good',
};

/** A report sent, still to countersign, of no items. */
const STAY = stayOf({
  opened_at: ago(200),
  due_at: ago(128),
  submitted_at: ago(150),
  student: { full_name: 'Asha Verma', roll_number: '21CS001' },
  items: [],
});

describe('InspectionsSections', () => {
  it("shows the inventory's conditions as a countersignature left them, at once", async () => {
    vi.mocked(getStays).mockResolvedValue([STAY]);
    vi.mocked(getPrices).mockResolvedValue([]);
    vi.mocked(getInventory).mockResolvedValue([CHAIR]);
    vi.mocked(countersignReport).mockImplementation(() => {
      // The student's dispute is taken into the inventory by the countersignature.
      vi.mocked(getInventory).mockResolvedValue([{ ...CHAIR, condition: 'worn' }]);
      return Promise.resolve({ ...STAY, countersigned_at: ago(0) });
    });
    render(<InspectionsSections hostel="Kanhar" wholeOffice={false} />);
    const inventory = screen.getByRole('region', { name: 'Inventory' });
    expect(await within(inventory).findByText(/Bed a's own · Good/)).toBeVisible();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Countersign the report' }));
    expect(await within(inventory).findByText(/Bed a's own · Worn/)).toBeVisible();
    expect(getInventory).toHaveBeenCalledTimes(2);
  });
});
