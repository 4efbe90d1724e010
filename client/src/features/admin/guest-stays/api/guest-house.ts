// A guest house as its office keeps it: its rules and its rooms' nightly prices and service, read and changed through
// our API, which checks the caller serves the guest house. Rules are checked against the contract first, so a field out
// of range is named before anything is sent.
import {
  guestStaysApi,
  saveGuestHouseRulesBody,
  type GuestHouseOfficeAnswer,
  type GuestHouseRules,
  type OfficeGuestRoom,
  type SaveGuestHouseRulesBody,
  type SaveGuestRoomBody,
} from '@campus-hostel/contracts/api';
import * as z from 'zod/mini';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type HouseRulesField = keyof SaveGuestHouseRulesBody;
export const HOUSE_RULES_FIELDS: readonly HouseRulesField[] = ['approval_nights', 'max_nights', 'days_ahead'];

export function getGuestHouse(hostel: string): Promise<GuestHouseOfficeAnswer> {
  return callSignedIn(guestStaysApi.house, { params: { hostel } });
}

export function saveGuestHouseRules(hostel: string, body: SaveGuestHouseRulesBody): Promise<GuestHouseRules> {
  return callSignedIn(guestStaysApi.saveRules, { params: { hostel }, body });
}

export function saveGuestRoom(id: number, body: SaveGuestRoomBody): Promise<OfficeGuestRoom> {
  return callSignedIn(guestStaysApi.saveRoom, { params: { id }, body });
}

/** The fields the contract refuses in these rules; empty when they may be sent. */
export function houseRulesProblems(body: SaveGuestHouseRulesBody): HouseRulesField[] {
  const checked = z.safeParse(saveGuestHouseRulesBody, body);
  if (checked.success) return [];
  return HOUSE_RULES_FIELDS.filter((field) => checked.error.issues.some((issue) => issue.path[0] === field));
}
