// Room inventory (contracts/src/api/room-inventory.ts): the student's stays, report and appeals; the office's
// inventory, price list, countersignature, inspection, decisions and no-dues. The database decides who may (the
// hostel's warden or the whole office) and what is charged; this maps its outcomes to answers and signs photo links.
import type {
  AppealChargeBody,
  DecideChargeBody,
  InspectBody,
  InventoryAnswer,
  PricesAnswer,
  RoomStay,
  RoomStaysAnswer,
  SaveItemBody,
  SetPriceBody,
  SubmitReportBody,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { StayProblem, StayRow } from './store.js';

export const NOT_YOUR_HOSTEL = 'You are neither this hostel’s warden nor the hostel office';
const FORBIDDEN = new HttpError(403, NOT_YOUR_HOSTEL, 'forbidden');
const STAY_NOT_FOUND = new HttpError(404, 'There is no such stay', 'not_found');
const CHARGE_NOT_FOUND = new HttpError(404, 'There is no such charge', 'not_found');
const PROBLEMS: Record<StayProblem, HttpError> = { forbidden: FORBIDDEN, not_found: STAY_NOT_FOUND };

/** Each refusal of the database's functions as the API answers it; success outcomes are not here. */
const REFUSALS: Readonly<Record<string, HttpError>> = {
  forbidden: FORBIDDEN,
  invalid: new HttpError(
    400,
    'Name each item of the report once, with a condition where one is asked for, and only photos you uploaded',
    'invalid_request',
  ),
  unknown_room: new HttpError(404, 'There is no such room', 'not_found'),
  unknown_bed: new HttpError(400, 'That bed is not in this room', 'invalid_request'),
  unknown_item: new HttpError(404, 'There is no such item', 'not_found'),
  closed: new HttpError(409, 'This is closed: sent already, past due, or cleared', 'closed'),
  not_ready: new HttpError(409, 'This report is neither sent nor past due yet', 'report_not_ready'),
  already_inspected: new HttpError(409, 'This stay’s move-out inspection is recorded already', 'already_inspected'),
  already_appealed: new HttpError(409, 'This charge has been appealed already', 'already_appealed'),
  not_appealed: new HttpError(409, 'Only an appealed charge is decided', 'not_appealed'),
  already_decided: new HttpError(409, 'This appeal is decided already', 'already_decided'),
  not_inspected: new HttpError(409, 'Record the move-out inspection first', 'not_inspected'),
  appeal_pending: new HttpError(
    409,
    'An appeal against a charge of this student is still to be decided',
    'appeal_pending',
  ),
  still_housed: new HttpError(409, 'The student still holds a bed: check them out first', 'still_housed'),
};

export function refuse(outcome: string, notFound = STAY_NOT_FOUND): never {
  if (outcome === 'not_found') throw notFound;
  const error = REFUSALS[outcome];
  if (!error) throw new Error(`room inventory: unexpected outcome ${outcome}`);
  throw error;
}

/** The stays with each stored photo as a signed link. */
async function withLinks(store: HostelStore, rows: readonly StayRow[]): Promise<RoomStay[]> {
  const paths = rows.flatMap((row) => [
    ...row.items.flatMap((item) => [...item.photos, ...item.moveout_photos]),
    ...row.charges.flatMap((charge) => charge.photos),
  ]);
  const links = await store.signRoomPhotos(paths);
  const photo = (path: string) => ({ path, url: links.get(path) ?? null });
  return rows.map((row) => ({
    ...row,
    items: row.items.map((item) => ({
      ...item,
      photos: item.photos.map(photo),
      moveout_photos: item.moveout_photos.map(photo),
    })),
    charges: row.charges.map((charge) => ({ ...charge, photos: charge.photos.map(photo) })),
  }));
}

async function oneWithLinks(store: HostelStore, row: StayRow): Promise<RoomStay> {
  const [stay] = await withLinks(store, [row]);
  if (!stay) throw new Error('a stay lost on the way');
  return stay;
}

export async function myStays(store: HostelStore, user: AuthUser): Promise<RoomStaysAnswer> {
  return { stays: await withLinks(store, await store.myStays(user.id)) };
}

async function myStay(store: HostelStore, user: AuthUser, reportId: number): Promise<RoomStay> {
  const row = (await store.myStays(user.id)).find((stay) => stay.id === reportId);
  if (!row) throw STAY_NOT_FOUND;
  return oneWithLinks(store, row);
}

export async function submitReport(
  store: HostelStore,
  user: AuthUser,
  reportId: number,
  body: SubmitReportBody,
): Promise<RoomStay> {
  const lines = body.lines.map((line) => ({ ...line, item_id: Number(line.item_id) }));
  const outcome = await store.submitConditionReport(user.id, reportId, lines);
  if (outcome !== 'submitted') refuse(outcome);
  return myStay(store, user, reportId);
}

export async function appealCharge(
  store: HostelStore,
  user: AuthUser,
  chargeId: number,
  body: AppealChargeBody,
): Promise<RoomStay> {
  const outcome = await store.appealRoomCharge(user.id, chargeId, body.reason);
  if (outcome !== 'appealed') refuse(outcome, CHARGE_NOT_FOUND);
  const row = (await store.myStays(user.id)).find((stay) => stay.charges.some((charge) => charge.id === chargeId));
  if (!row) throw CHARGE_NOT_FOUND;
  return oneWithLinks(store, row);
}

export async function prices(store: HostelStore): Promise<PricesAnswer> {
  return { prices: await store.inventoryPrices() };
}

export async function setPrice(store: HostelStore, user: AuthUser, body: SetPriceBody): Promise<PricesAnswer> {
  const outcome = await store.setInventoryPrice(body.kind, body.condition, body.amount_minor, actorOf(user));
  if (outcome !== 'saved' && outcome !== 'unchanged') refuse(outcome);
  return prices(store);
}

export async function inventory(store: HostelStore, user: AuthUser, hostel: string): Promise<InventoryAnswer> {
  const items = await store.hostelInventory(hostel, user.id);
  if (typeof items === 'string') throw PROBLEMS[items];
  return { items };
}

export async function saveItem(store: HostelStore, user: AuthUser, body: SaveItemBody): Promise<{ id: number }> {
  const answer = await store.saveInventoryItem(
    {
      itemId: body.item_id === undefined ? null : Number(body.item_id),
      roomId: Number(body.room_id),
      bedId: body.bed_id === undefined || body.bed_id === null ? null : Number(body.bed_id),
      kind: body.kind,
      label: body.label,
      condition: body.condition,
    },
    actorOf(user),
  );
  if ((answer.outcome !== 'saved' && answer.outcome !== 'unchanged') || answer.id === undefined) {
    refuse(answer.outcome);
  }
  return { id: answer.id };
}

export async function hostelStays(store: HostelStore, user: AuthUser, hostel: string): Promise<RoomStaysAnswer> {
  const rows = await store.hostelStays(hostel, user.id);
  if (typeof rows === 'string') throw PROBLEMS[rows];
  return { stays: await withLinks(store, rows) };
}

/** The stay as the office now reads it, after an action on it or on one of its charges. */
export async function officeStay(
  store: HostelStore,
  user: AuthUser,
  ref: { reportId?: number; chargeId?: number },
): Promise<RoomStay> {
  const row = await store.officeStay(ref, user.id);
  if (typeof row === 'string') throw PROBLEMS[row];
  return oneWithLinks(store, row);
}

export async function countersign(store: HostelStore, user: AuthUser, reportId: number): Promise<RoomStay> {
  const outcome = await store.countersignConditionReport(reportId, actorOf(user));
  if (outcome !== 'countersigned' && outcome !== 'unchanged') refuse(outcome);
  return officeStay(store, user, { reportId });
}

export async function inspect(
  store: HostelStore,
  user: AuthUser,
  reportId: number,
  body: InspectBody,
): Promise<RoomStay> {
  const lines = body.lines.map((line) => ({ ...line, item_id: Number(line.item_id) }));
  const outcome = await store.recordMoveoutInspection(reportId, lines, actorOf(user));
  if (outcome !== 'inspected') refuse(outcome);
  return officeStay(store, user, { reportId });
}

export async function decideCharge(
  store: HostelStore,
  user: AuthUser,
  chargeId: number,
  body: DecideChargeBody,
): Promise<RoomStay> {
  const outcome = await store.decideRoomCharge(chargeId, body.amount_minor, body.note ?? null, actorOf(user));
  if (outcome !== 'decided') refuse(outcome, CHARGE_NOT_FOUND);
  return officeStay(store, user, { chargeId });
}
