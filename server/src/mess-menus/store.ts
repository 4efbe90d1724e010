// Menus, ratings and rebates' server-only SQL (supabase/migrations/…_mess_menus.sql): each write is one database
// function that checks who may do it, under locks, and answers an outcome.
import { z } from 'zod';
import type { MenuItem, MenuMeal, MessRebate } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, id, sqlNull, unwrap, type Actor } from '../db/answers.js';

export const SAVE_MENU_OUTCOMES = ['saved', 'forbidden', 'not_found', 'invalid'] as const;
export const PUBLISH_MENU_OUTCOMES = [
  'published',
  'unpublished',
  'unchanged',
  'forbidden',
  'not_found',
  'empty_menu',
] as const;
export const RATE_OUTCOMES = ['rated', 'not_served', 'invalid'] as const;
export const APPLY_REBATE_OUTCOMES = [
  'applied',
  'not_registered',
  'several_messes',
  'too_short',
  'too_late',
  'overlaps',
  'invalid',
] as const;
export const WITHDRAW_REBATE_OUTCOMES = ['withdrawn', 'not_found', 'not_pending'] as const;
export const DECIDE_REBATE_OUTCOMES = [
  'decided',
  'unchanged',
  'already_decided',
  'not_pending',
  'forbidden',
  'not_found',
  'invalid',
] as const;

export type ApplyRebateOutcome = (typeof APPLY_REBATE_OUTCOMES)[number];

const appliedRow = z.object({
  outcome: z.enum(APPLY_REBATE_OUTCOMES),
  rebate_id: id.nullable(),
  min_days: z.number().nullable(),
  notice_days: z.number().nullable(),
});
const rebateRow = z.object({
  id,
  mess_id: id,
  user_id: z.string(),
  from_on: z.string(),
  to_on: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  note: z.string().nullable(),
});
const REBATE_COLUMNS = 'id, mess_id, user_id, from_on, to_on, reason, status, note';

export interface MessMenuStore {
  saveMessMenu(
    messId: number,
    weekStart: string,
    items: MenuItem[],
    actor: Actor,
  ): Promise<(typeof SAVE_MENU_OUTCOMES)[number]>;
  publishMessMenu(
    messId: number,
    weekStart: string,
    publish: boolean,
    actor: Actor,
  ): Promise<(typeof PUBLISH_MENU_OUTCOMES)[number]>;
  /** Whether the week is published now. */
  messMenuPublished(messId: number, weekStart: string): Promise<boolean>;
  rateMeal(
    userId: string,
    meal: MenuMeal,
    stars: number,
    comment: string | null,
  ): Promise<{ outcome: (typeof RATE_OUTCOMES)[number]; served_on: string }>;
  applyMessRebate(userId: string, fromOn: string, toOn: string, reason: string): Promise<z.infer<typeof appliedRow>>;
  withdrawMessRebate(userId: string, rebateId: number): Promise<(typeof WITHDRAW_REBATE_OUTCOMES)[number]>;
  decideMessRebate(
    rebateId: number,
    decision: 'approved' | 'rejected',
    note: string | null,
    actor: Actor,
  ): Promise<(typeof DECIDE_REBATE_OUTCOMES)[number]>;
  /** The rebate as its student and its mess read it, with whose it is. */
  messRebate(rebateId: number): Promise<(MessRebate & { user_id: string }) | null>;
}

export function createMessMenuStore(supabase: Supabase): MessMenuStore {
  const acting = (actor: Actor) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  return {
    async saveMessMenu(messId, weekStart, items, actor) {
      const answer = await supabase.rpc('save_mess_menu', {
        p_mess_id: messId,
        p_week_start: weekStart,
        p_items: items.map((item) => ({ ...item })),
        ...acting(actor),
      });
      return unwrap('save_mess_menu', answer, z.enum(SAVE_MENU_OUTCOMES));
    },
    async publishMessMenu(messId, weekStart, publish, actor) {
      const answer = await supabase.rpc('publish_mess_menu', {
        p_mess_id: messId,
        p_week_start: weekStart,
        p_publish: publish,
        ...acting(actor),
      });
      return unwrap('publish_mess_menu', answer, z.enum(PUBLISH_MENU_OUTCOMES));
    },
    async messMenuPublished(messId, weekStart) {
      const found = await supabase
        .from('mess_menus')
        .select('published_at')
        .eq('mess_id', messId)
        .eq('week_start', weekStart)
        .maybeSingle();
      const row = unwrap('mess_menus', found, z.object({ published_at: z.string().nullable() }).nullable());
      return row?.published_at != null;
    },
    async rateMeal(userId, meal, stars, comment) {
      const answer = await supabase.rpc('rate_meal', {
        p_user_id: userId,
        p_meal: meal,
        p_stars: stars,
        p_comment: sqlNull(comment),
      });
      const rows = unwrap(
        'rate_meal',
        answer,
        z.array(z.object({ outcome: z.enum(RATE_OUTCOMES), served_on: z.string() })),
      );
      return exactlyOne('rate_meal', rows);
    },
    async applyMessRebate(userId, fromOn, toOn, reason) {
      const answer = await supabase.rpc('apply_mess_rebate', {
        p_user_id: userId,
        p_from_on: fromOn,
        p_to_on: toOn,
        p_reason: reason,
      });
      return exactlyOne('apply_mess_rebate', unwrap('apply_mess_rebate', answer, z.array(appliedRow)));
    },
    async withdrawMessRebate(userId, rebateId) {
      const answer = await supabase.rpc('withdraw_mess_rebate', { p_user_id: userId, p_rebate_id: rebateId });
      return unwrap('withdraw_mess_rebate', answer, z.enum(WITHDRAW_REBATE_OUTCOMES));
    },
    async decideMessRebate(rebateId, decision, note, actor) {
      const answer = await supabase.rpc('decide_mess_rebate', {
        p_rebate_id: rebateId,
        p_decision: decision,
        p_note: sqlNull(note),
        ...acting(actor),
      });
      return unwrap('decide_mess_rebate', answer, z.enum(DECIDE_REBATE_OUTCOMES));
    },
    async messRebate(rebateId) {
      const found = await supabase.from('mess_rebates').select(REBATE_COLUMNS).eq('id', rebateId).maybeSingle();
      return unwrap('mess_rebates', found, rebateRow.nullable());
    },
  };
}
