// A guest house's stay as the pages carry it from the map to the receipt: the check-in day and the nights (in the
// address), the day it ends, and the rooms free for them. Shared by the map, the booking wizard and the payment page.
import {
  GUEST_STAY_LIMITS,
  guestStaysApi,
  type CreatePaymentIntentAnswer,
  type GuestAvailabilityAnswer,
  type GuestRoom,
  type GuestStayIntentAnswer,
} from '@campus-hostel/contracts/api';
import { apiClient } from './api-client';
import { formatCalendarDay, formatMoney, todayStamp } from './format';
import { t } from './i18n';

/** The nights asked for: the IST day the guest arrives (YYYY-MM-DD) and how many nights they stay. */
export interface StayDates {
  checkIn: string;
  nights: number;
}

/** A room's nights as the server priced them: the dates, the room's nightly price and what the nights cost together. */
export interface PricedStay extends StayDates {
  nightlyMinor: number;
  amountMinor: number;
  currency: string;
}

export type { GuestAvailabilityAnswer, GuestRoom };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar day `days` after `date` (both YYYY-MM-DD): the arithmetic of dates, free of any time zone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day the guest leaves: the morning after the last night. */
export function checkOutOf(stay: StayDates): string {
  return addDays(stay.checkIn, stay.nights);
}

function isCalendarDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
}

/** The stay named by the address (?check_in=YYYY-MM-DD&nights=N), or null when either is missing or malformed. */
export function stayFromSearch(search: URLSearchParams): StayDates | null {
  const checkIn = search.get('check_in') ?? '';
  const nights = Number(search.get('nights'));
  if (!isCalendarDate(checkIn) || !Number.isInteger(nights)) return null;
  if (nights < 1 || nights > GUEST_STAY_LIMITS.nightsMax) return null;
  return { checkIn, nights };
}

/** The address's query for a stay, as stayFromSearch reads it. */
export function staySearch(stay: StayDates): string {
  return new URLSearchParams({ check_in: stay.checkIn, nights: String(stay.nights) }).toString();
}

/** What the picker starts with: one night from tomorrow (IST), the soonest a family is usually booked for. */
export function defaultStay(now: Date = new Date()): StayDates {
  return { checkIn: addDays(todayStamp(now), 1), nights: 1 };
}

/** The guest house's rooms for those nights, each with the stay's price and whether every night is free. */
export function getGuestRooms(hostel: string, stay: StayDates): Promise<GuestAvailabilityAnswer> {
  return apiClient.call(guestStaysApi.availability, {
    params: { hostel, check_in: stay.checkIn, nights: stay.nights },
  });
}

/** 80000 → "₹800.00 a night" in the language being read. */
export function formatNightly(amountMinor: number, currency?: string): string {
  return t('fees.perNight', { price: formatMoney(amountMinor, currency) });
}

/** "20 Dec 2026 – 22 Dec 2026": the day the guest arrives and the day they leave. */
export function formatStayDates(stay: StayDates): string {
  return t('fees.stayDates', { from: formatCalendarDay(stay.checkIn), to: formatCalendarDay(checkOutOf(stay)) });
}

/** Whether a hold's answer holds a guest room's nights rather than a bed. */
export function isStayIntent(answer: CreatePaymentIntentAnswer): answer is GuestStayIntentAnswer {
  return 'stay' in answer;
}
