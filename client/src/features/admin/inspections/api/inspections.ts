// The office's room inventory, price list and stays through our API, which checks the caller serves the hostel (the
// price list: the whole office). Each write answers the row or stay as it is after.
import {
  roomInventoryApi,
  type DecideChargeBody,
  type InspectBody,
  type InventoryItem,
  type InventoryPrice,
  type RoomStay,
  type SaveItemBody,
  type SetPriceBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function getInventory(hostel: string): Promise<InventoryItem[]> {
  return (await callSignedIn(roomInventoryApi.inventory, { params: { hostel } })).items;
}

export async function saveItem(body: SaveItemBody): Promise<number> {
  return (await callSignedIn(roomInventoryApi.saveItem, { body })).id;
}

export async function getPrices(): Promise<InventoryPrice[]> {
  return (await callSignedIn(roomInventoryApi.prices, {})).prices;
}

export async function setPrice(body: SetPriceBody): Promise<InventoryPrice[]> {
  return (await callSignedIn(roomInventoryApi.setPrice, { body })).prices;
}

export async function getStays(hostel: string): Promise<RoomStay[]> {
  return (await callSignedIn(roomInventoryApi.stays, { params: { hostel } })).stays;
}

export function countersignReport(reportId: number): Promise<RoomStay> {
  return callSignedIn(roomInventoryApi.countersign, { params: { id: reportId } });
}

export function inspectStay(reportId: number, body: InspectBody): Promise<RoomStay> {
  return callSignedIn(roomInventoryApi.inspect, { params: { id: reportId }, body });
}

export function decideCharge(chargeId: number, body: DecideChargeBody): Promise<RoomStay> {
  return callSignedIn(roomInventoryApi.decide, { params: { id: chargeId }, body });
}

export function issueNoDues(reportId: number): Promise<RoomStay> {
  return callSignedIn(roomInventoryApi.noDues, { params: { id: reportId } });
}
