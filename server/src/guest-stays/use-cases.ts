// Guest stays (contracts/src/api/guest-stays.ts): which rooms are free for a stay's nights, a host's own stays, and the
// office's roster, decisions, check-in and check-out. The database decides under its locks and keeps each office
// action to the guest houses the caller serves; this maps its outcomes to answers.
import * as zm from 'zod/mini';
import {
  guestStay,
  type GuestAvailabilityAnswer,
  type GuestHouseOfficeAnswer,
  type GuestHouseRules,
  type GuestRosterAnswer,
  type GuestStay,
  type MyGuestStaysAnswer,
  type OfficeGuestRoom,
  type OfficeGuestStay,
  type SaveGuestHouseRulesBody,
  type SaveGuestRoomBody,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import { settleGuestStays, type GuestPaymentDeps } from './payment.js';
import { houseRefusal, NO_SUCH_STAY, NOT_GUEST_HOUSE, officeRefusal } from './refusals.js';
import type { OfficeGuestResult } from './store.js';

/** The day a stay of `nights` nights from `checkIn` (YYYY-MM-DD) ends. */
export function checkOutDay(checkIn: string, nights: number): string {
  const day = new Date(`${checkIn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + nights);
  return day.toISOString().slice(0, 10);
}

/** What a host (or the receipt) reads of a stay: the office's fields about the host left out. */
function forHost(stay: OfficeGuestStay): GuestStay {
  return zm.parse(guestStay, stay);
}

export async function guestAvailability(
  store: HostelStore,
  currency: string,
  hostel: string,
  checkIn: string,
  nights: number,
): Promise<GuestAvailabilityAnswer> {
  const rules = await store.guestHouseRules(hostel);
  if (!rules) throw new HttpError(404, NOT_GUEST_HOUSE, 'not_guest_house');
  const rooms = await store.guestAvailability(hostel, checkIn, nights);
  return {
    hostel_name: hostel,
    check_in: checkIn,
    check_out: checkOutDay(checkIn, nights),
    nights,
    currency,
    rules,
    rooms: rooms.map((room) => ({
      id: room.room_id,
      wing_name: room.wing_name,
      room_number: room.room_number,
      occupancy: room.occupancy,
      nightly_minor: room.nightly_minor,
      amount_minor: room.nightly_minor * nights,
      out_of_service: room.out_of_service,
      free: room.free,
    })),
  };
}

export async function myGuestStays(store: HostelStore, user: AuthUser): Promise<MyGuestStaysAnswer> {
  return { stays: (await store.myGuestStays(user.id)).map(forHost) };
}

/** One stay for its host or the office serving its guest house; anyone else's reads as no such stay. */
export async function guestStayByReference(store: HostelStore, user: AuthUser, reference: string): Promise<GuestStay> {
  const stay = await store.guestStayFor(user.id, reference);
  if (!stay) throw new HttpError(404, NO_SUCH_STAY, 'not_found');
  return forHost(stay);
}

export async function guestRoster(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  day: string,
): Promise<GuestRosterAnswer> {
  const roster = await store.guestRoster(user.id, hostel, day);
  if (roster.outcome !== 'ok') throw houseRefusal(roster.outcome);
  const { arrivals, in_house, departures, awaiting_approval } = roster;
  return { hostel_name: hostel, day, arrivals, in_house, departures, awaiting_approval };
}

function done(result: OfficeGuestResult): OfficeGuestStay {
  const refusal = officeRefusal(result.outcome);
  if (refusal) throw refusal;
  if (!result.stay) throw new Error(`a guest stay action answered ${result.outcome} without the stay`);
  return result.stay;
}

/** Approves or refuses a stay awaiting approval; a refused stay's payment is refunded at once (or by the sweep). */
export async function decideGuestStay(
  deps: GuestPaymentDeps,
  user: AuthUser,
  stayId: number,
  body: { decision: 'approved' | 'refused'; note?: string | null | undefined },
): Promise<OfficeGuestStay> {
  const stay = done(await deps.store.decideGuestStay(stayId, body.decision, body.note ?? null, actorOf(user)));
  if (stay.status !== 'refused') return stay;
  await settleGuestStays(deps);
  return (await deps.store.guestStayFor(user.id, stay.reference)) ?? stay;
}

export async function checkInGuestStay(store: HostelStore, user: AuthUser, stayId: number): Promise<OfficeGuestStay> {
  return done(await store.checkInGuestStay(stayId, actorOf(user)));
}

export async function checkOutGuestStay(store: HostelStore, user: AuthUser, stayId: number): Promise<OfficeGuestStay> {
  return done(await store.checkOutGuestStay(stayId, actorOf(user)));
}

/** The guest house's rules and rooms as its office edits them. */
export async function guestHouseOffice(
  store: HostelStore,
  currency: string,
  user: AuthUser,
  hostel: string,
): Promise<GuestHouseOfficeAnswer> {
  const house = await store.guestHouseOffice(user.id, hostel);
  if (house.outcome !== 'ok') throw houseRefusal(house.outcome);
  return { hostel_name: hostel, currency, rules: house.rules, rooms: house.rooms };
}

/** The house's limits; stays already held keep the need for approval they were held with. */
export async function saveGuestHouseRules(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  rules: SaveGuestHouseRulesBody,
): Promise<GuestHouseRules> {
  const outcome = await store.saveGuestHouseRules(hostel, rules, actorOf(user));
  if (outcome !== 'saved') throw houseRefusal(outcome);
  const saved = await store.guestHouseRules(hostel);
  if (!saved) throw new Error('save_guest_house_rules saved rules of no guest house');
  return saved;
}

/** A room's nightly price and service; stays already held keep the price they were held at. */
export async function saveGuestRoom(
  store: HostelStore,
  user: AuthUser,
  roomId: number,
  room: SaveGuestRoomBody,
): Promise<OfficeGuestRoom> {
  const saved = await store.saveGuestRoom(roomId, room, actorOf(user));
  if (saved.outcome !== 'saved') throw houseRefusal(saved.outcome);
  if (!saved.room) throw new Error('save_guest_room answered saved without the room');
  return saved.room;
}
