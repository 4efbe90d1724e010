// Mess registration's server-only SQL (supabase/migrations/…_mess_registration.sql): the office's saves, a student's
// choice and view, a period's counts, and the settlement sweep. Each answers an outcome the use cases map to HTTP.
import { z } from 'zod';
import type * as zm from 'zod/mini';
import {
  messRegistrationAnswer,
  type MessPeriodCountsAnswer,
  type MessRegistrationAnswer,
  type saveExtraItemBody,
  type saveMessBody,
  type saveMessPeriodBody,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, id, sqlNull, unwrap, type Actor, type SupabaseAnswer } from '../db/answers.js';

export const SAVE_MESS_OUTCOMES = [
  'saved',
  'forbidden',
  'not_found',
  'unknown_hostel',
  'default_not_fed',
  'default_taken',
  'name_taken',
  'invalid_dates',
  'period_overlaps',
  'settled',
  'allocation_locked',
] as const;
export type SaveMessOutcome = (typeof SAVE_MESS_OUTCOMES)[number];
export type Saved = { outcome: 'saved'; id: number } | { outcome: Exclude<SaveMessOutcome, 'saved'> };

export const CHOOSE_MESS_OUTCOMES = [
  'registered',
  'requested',
  'unchanged',
  'not_found',
  'window_closed',
  'no_bed',
  'not_fed',
  'mess_full',
] as const;
export type ChooseMessOutcome = (typeof CHOOSE_MESS_OUTCOMES)[number];

const countsRow = z.object({
  mess_id: id,
  mess_name: z.string(),
  capacity: z.number(),
  registered: z.number(),
  requested: z.number(),
  by_choice: z.number(),
  by_lottery: z.number(),
  by_default: z.number(),
});

export type MessDraft = zm.output<typeof saveMessBody>;
export type ExtraItemDraft = zm.output<typeof saveExtraItemBody>;
export type MessPeriodDraft = zm.output<typeof saveMessPeriodBody>;

export interface MessStore {
  /** Creates (no id) or edits a mess and the hostels it feeds (save_mess), audited. */
  saveMess(mess: MessDraft, actor: Actor): Promise<Saved>;
  saveMessExtraItem(item: ExtraItemDraft, actor: Actor): Promise<Saved>;
  saveMessPeriod(period: MessPeriodDraft, actor: Actor): Promise<Saved>;
  chooseMess(userId: string, periodId: number, messId: number): Promise<ChooseMessOutcome>;
  messRegistrationView(userId: string): Promise<MessRegistrationAnswer>;
  /** Null when there is no such period. */
  messPeriodCounts(periodId: number, actor: Actor): Promise<MessPeriodCountsAnswer | null>;
  /** Settles closed windows and places late arrivals (settle_mess_periods); how many students it placed or told. */
  settleMessPeriods(): Promise<number>;
}

/** The one row a save answers: its outcome, and the id (in `column`) of what it saved. */
function saved(what: string, answer: SupabaseAnswer, column: string): Saved {
  const row = exactlyOne(what, unwrap(what, answer, z.array(z.record(z.string(), z.unknown()))));
  const { outcome, id: savedId } = z
    .object({ outcome: z.enum(SAVE_MESS_OUTCOMES), id: id.nullable() })
    .parse({ outcome: row.outcome, id: row[column] });
  if (outcome !== 'saved') return { outcome };
  if (savedId === null) throw new Error(`${what} saved without an id`);
  return { outcome, id: savedId };
}

export function createMessStore(supabase: Supabase): MessStore {
  const acting = (actor: Actor) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  return {
    async saveMess(mess, actor) {
      const answer = await supabase.rpc('save_mess', {
        p_id: sqlNull(mess.id ?? null),
        p_name: mess.name,
        p_caterer: mess.caterer,
        p_daily_rate_minor: mess.daily_rate_minor,
        p_guest_meal_minor: mess.guest_meal_minor,
        p_capacity: mess.capacity,
        p_rebate_min_days: mess.rebate_min_days,
        p_rebate_notice_days: mess.rebate_notice_days,
        p_hostels: mess.hostels.map((h) => h.name),
        p_default_hostels: mess.hostels.filter((h) => h.default).map((h) => h.name),
        ...acting(actor),
      });
      return saved('save_mess', answer, 'mess_id');
    },
    async saveMessExtraItem(item, actor) {
      const answer = await supabase.rpc('save_mess_extra_item', {
        p_mess_id: item.mess_id,
        p_item_id: sqlNull(item.id ?? null),
        p_name: item.name,
        p_price_minor: item.price_minor,
        p_active: item.active,
        ...acting(actor),
      });
      return saved('save_mess_extra_item', answer, 'item_id');
    },
    async saveMessPeriod(period, actor) {
      const answer = await supabase.rpc('save_mess_period', {
        p_id: sqlNull(period.id ?? null),
        p_name: period.name,
        p_starts_on: period.starts_on,
        p_ends_on: period.ends_on,
        p_opens_at: period.opens_at,
        p_closes_at: period.closes_at,
        p_allocation: period.allocation,
        ...acting(actor),
      });
      return saved('save_mess_period', answer, 'period_id');
    },
    async chooseMess(userId, periodId, messId) {
      const answer = await supabase.rpc('choose_mess', {
        p_user_id: userId,
        p_period_id: periodId,
        p_mess_id: messId,
      });
      return unwrap('choose_mess', answer, z.enum(CHOOSE_MESS_OUTCOMES));
    },
    async messRegistrationView(userId) {
      const answer = await supabase.rpc('mess_registration_view', { p_user_id: userId });
      return unwrap('mess_registration_view', answer, messRegistrationAnswer);
    },
    async messPeriodCounts(periodId, actor) {
      const found = await supabase.from('mess_periods').select('id').eq('id', periodId).maybeSingle();
      if (unwrap('mess_periods', found, z.object({ id }).nullable()) === null) return null;
      const answer = await supabase.rpc('mess_period_counts', { p_period_id: periodId, p_actor_id: actor.id });
      return { period_id: periodId, messes: unwrap('mess_period_counts', answer, z.array(countsRow)) };
    },
    async settleMessPeriods() {
      const answer = await supabase.rpc('settle_mess_periods');
      return unwrap('settle_mess_periods', answer, z.number().int());
    },
  };
}
