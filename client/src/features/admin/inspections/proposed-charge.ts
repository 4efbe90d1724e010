// The charge an inspection would propose for an item, shown beside the form before it is sent; the database decides
// the same way when it is: only damaged or missing, worse than both the stay's start (the student's condition where
// they disputed it) and the inventory's condition now, at the price list's price.
import {
  ITEM_CONDITIONS,
  type InventoryPrice,
  type ItemCondition,
  type ReportItem,
} from '@campus-hostel/contracts/api';

const rank = (condition: ItemCondition) => ITEM_CONDITIONS.indexOf(condition);

/** The proposed price (before a shared item is split), 0 when nothing is charged, null when no price is set. */
export function proposedCharge(
  item: ReportItem,
  found: ItemCondition,
  prices: readonly InventoryPrice[],
): number | null {
  const start = item.verdict === 'disputed' && item.claimed_condition ? item.claimed_condition : item.listed_condition;
  if (found !== 'damaged' && found !== 'missing') return 0;
  if (rank(found) <= rank(start) || rank(found) <= rank(item.condition)) return 0;
  return prices.find((price) => price.kind === item.kind && price.condition === found)?.amount_minor ?? null;
}
