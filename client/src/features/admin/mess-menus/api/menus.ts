// A mess's week as its manager edits it (RLS shows them the unpublished one), saved and published through our API.
import {
  messMenusApi,
  type MenuAnswer,
  type MenuDiet,
  type MenuItem,
  type MenuMeal,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';
import { getSupabase } from '../../../../lib/supabase';

export interface EditedWeek {
  /** Null while nothing is saved for the week. */
  published: boolean | null;
  dishes: MenuItem[];
}

export async function getEditedWeek(messId: number, weekStart: string): Promise<EditedWeek> {
  const supabase = await getSupabase();
  const [menu, items] = await Promise.all([
    supabase.from('mess_menus').select('published_at').eq('mess_id', messId).eq('week_start', weekStart).maybeSingle(),
    supabase
      .from('mess_menu_items')
      .select('day, meal, dish, diet')
      .eq('mess_id', messId)
      .eq('week_start', weekStart)
      .order('day')
      .order('meal')
      .order('position'),
  ]);
  if (menu.error) throw menu.error;
  if (items.error) throw items.error;
  return {
    published: menu.data ? menu.data.published_at !== null : null,
    dishes: items.data.map((item) => ({ ...item, meal: item.meal as MenuMeal, diet: item.diet as MenuDiet })),
  };
}

export function saveMenu(messId: number, weekStart: string, items: MenuItem[]): Promise<MenuAnswer> {
  return callSignedIn(messMenusApi.save, { body: { mess_id: messId, week_start: weekStart, items } });
}

export function publishMenu(messId: number, weekStart: string, published: boolean): Promise<MenuAnswer> {
  return callSignedIn(messMenusApi.publish, { body: { mess_id: messId, week_start: weekStart, published } });
}
