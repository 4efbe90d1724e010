// A mess's week as its manager edits it (RLS shows them the unpublished one), saved and published through our API.
import { messMenusApi, type MenuAnswer, type MenuItem } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';
import { getWeekDishes } from '../../../../lib/mess-weeks';
import { getSupabase } from '../../../../lib/supabase';

export interface EditedWeek {
  /** Null while nothing is saved for the week. */
  published: boolean | null;
  dishes: MenuItem[];
}

export async function getEditedWeek(messId: number, weekStart: string): Promise<EditedWeek> {
  const supabase = await getSupabase();
  const [menu, dishes] = await Promise.all([
    supabase.from('mess_menus').select('published_at').eq('mess_id', messId).eq('week_start', weekStart).maybeSingle(),
    getWeekDishes(messId, weekStart),
  ]);
  if (menu.error) throw menu.error;
  return { published: menu.data ? menu.data.published_at !== null : null, dishes };
}

export function saveMenu(messId: number, weekStart: string, items: MenuItem[]): Promise<MenuAnswer> {
  return callSignedIn(messMenusApi.save, { body: { mess_id: messId, week_start: weekStart, items } });
}

export function publishMenu(messId: number, weekStart: string, published: boolean): Promise<MenuAnswer> {
  return callSignedIn(messMenusApi.publish, { body: { mess_id: messId, week_start: weekStart, published } });
}
