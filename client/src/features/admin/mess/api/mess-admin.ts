// The office's mess data: messes with the hostels they feed and their price lists, and the registration periods, read
// through RLS (every signed-in account reads them); saves and a period's counts through our API.
import {
  messApi,
  type MessPeriodCountsAnswer,
  type SaveExtraItemBody,
  type SaveMessBody,
  type SaveMessPeriodBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';
import { getSupabase } from '../../../../lib/supabase';

export interface ExtraItem {
  id: number;
  name: string;
  price_minor: number;
  active: boolean;
}

export interface MessRow {
  id: number;
  name: string;
  caterer: string;
  daily_rate_minor: number;
  guest_meal_minor: number;
  capacity: number;
  rebate_min_days: number;
  rebate_notice_days: number;
  hostels: Array<{ name: string; default: boolean }>;
  items: ExtraItem[];
}

export interface PeriodRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  opens_at: string;
  closes_at: string;
  allocation: 'first_come' | 'lottery';
  settled_at: string | null;
}

export type PeriodCounts = MessPeriodCountsAnswer['messes'];

/** Every mess, by name, with the hostels it feeds and its price list. */
export async function getMesses(): Promise<MessRow[]> {
  const supabase = await getSupabase();
  const [messes, hostels, items] = await Promise.all([
    supabase
      .from('messes')
      .select('id, name, caterer, daily_rate_minor, guest_meal_minor, capacity, rebate_min_days, rebate_notice_days')
      .order('name'),
    supabase.from('mess_hostels').select('mess_id, hostel_name, is_default').order('hostel_name'),
    supabase.from('mess_extra_items').select('id, mess_id, name, price_minor, active').order('name'),
  ]);
  if (messes.error) throw messes.error;
  if (hostels.error) throw hostels.error;
  if (items.error) throw items.error;
  return messes.data.map((mess) => ({
    ...mess,
    hostels: hostels.data
      .filter((row) => row.mess_id === mess.id)
      .map((row) => ({ name: row.hostel_name, default: row.is_default })),
    items: items.data
      .filter((row) => row.mess_id === mess.id)
      .map(({ id, name, price_minor, active }) => ({ id, name, price_minor, active })),
  }));
}

/** The registration periods, the latest first. */
export async function getPeriods(): Promise<PeriodRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('mess_periods')
    .select('id, name, starts_on, ends_on, opens_at, closes_at, allocation, settled_at')
    .order('starts_on', { ascending: false })
    .limit(50)
    .overrideTypes<PeriodRow[], { merge: false }>();
  if (error) throw error;
  return data;
}

export async function saveMess(body: SaveMessBody): Promise<number> {
  return (await callSignedIn(messApi.saveMess, { body })).id;
}

export async function saveExtraItem(body: SaveExtraItemBody): Promise<number> {
  return (await callSignedIn(messApi.saveExtraItem, { body })).id;
}

export async function savePeriod(body: SaveMessPeriodBody): Promise<number> {
  return (await callSignedIn(messApi.savePeriod, { body })).id;
}

export async function getPeriodCounts(periodId: number): Promise<PeriodCounts> {
  return (await callSignedIn(messApi.periodCounts, { params: { period_id: periodId } })).messes;
}
