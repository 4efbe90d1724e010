// The charge an inspection proposes: only damaged or missing, only worse than both the stay's start (the student's
// disputed condition where they disputed) and the inventory now, at the price list's price.
import type { InventoryPrice, ReportItem } from '@campus-hostel/contracts/api';
import { describe, expect, it } from 'vitest';
import { itemOf } from '../../../testing/room-stay';
import { proposedCharge } from './proposed-charge';

const item = (fields: Partial<ReportItem> = {}): ReportItem => itemOf({ verdict: 'confirmed', ...fields });
const PRICES: InventoryPrice[] = [
  { kind: 'table', condition: 'damaged', amount_minor: 200_000 },
  { kind: 'table', condition: 'missing', amount_minor: 500_000 },
];

describe('proposedCharge', () => {
  it('charges the price of what got damaged or went missing', () => {
    expect(proposedCharge(item(), 'damaged', PRICES)).toBe(200_000);
    expect(proposedCharge(item(), 'missing', PRICES)).toBe(500_000);
  });

  it('charges nothing for wear, nor for damage the student disputed at move-in or the inventory already records', () => {
    expect(proposedCharge(item(), 'worn', PRICES)).toBe(0);
    expect(proposedCharge(item({ verdict: 'disputed', claimed_condition: 'damaged' }), 'damaged', PRICES)).toBe(0);
    expect(proposedCharge(item({ condition: 'damaged' }), 'damaged', PRICES)).toBe(0);
    expect(proposedCharge(item({ condition: 'damaged' }), 'missing', PRICES)).toBe(500_000);
  });

  it('answers null when the price list has no price for it', () => {
    expect(proposedCharge(item({ kind: 'fan' }), 'damaged', PRICES)).toBeNull();
  });
});
