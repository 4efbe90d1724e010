// A mess's week of dishes as RLS lets the reader see it (a student the published week, its manager the one they edit),
// and the calendar of mess weeks: the Monday a day's week starts on, a day's place in its week.
import type { MenuDiet, MenuMeal } from '@campus-hostel/contracts/api';
import { getSupabase } from './supabase';

export interface Dish {
  /** 1 is Monday, 7 Sunday. */
  day: number;
  meal: MenuMeal;
  dish: string;
  diet: MenuDiet;
}

/** The Monday of the week `day` (YYYY-MM-DD) falls in, `weeks` weeks on. */
export function weekStartOf(day: string, weeks = 0): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7) + 7 * weeks);
  return at.toISOString().slice(0, 10);
}

/** The day of the week of a YYYY-MM-DD date: 1 Monday to 7 Sunday. */
export function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The dishes of the mess's week in their order; empty when nothing is published (or saved) for it. */
export async function getWeekDishes(messId: number, weekStart: string): Promise<Dish[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('mess_menu_items')
    .select('day, meal, dish, diet')
    .eq('mess_id', messId)
    .eq('week_start', weekStart)
    .order('day')
    .order('meal')
    .order('position')
    .overrideTypes<Dish[], { merge: false }>();
  if (error) throw error;
  return data;
}
