// Today's meals served to the student and their ratings of them (their own rows, through RLS); a rating is sent to our
// API, which checks the serving.
import { messMenusApi, type MenuMeal, type RateMealAnswer, type RateMealBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';
import { getSupabase } from '../../../lib/supabase';

export interface ServedMeal {
  meal: MenuMeal;
  /** The student's rating of it today, if they gave one. */
  rating: { stars: number; comment: string | null } | null;
}

export async function getServedToday(userId: string, today: string): Promise<ServedMeal[]> {
  const supabase = await getSupabase();
  const [served, rated] = await Promise.all([
    supabase.from('meal_servings').select('meal').eq('user_id', userId).eq('served_on', today),
    supabase.from('meal_ratings').select('meal, stars, comment').eq('user_id', userId).eq('served_on', today),
  ]);
  if (served.error) throw served.error;
  if (rated.error) throw rated.error;
  return served.data.map(({ meal }) => {
    const rating = rated.data.find((row) => row.meal === meal);
    return { meal: meal as MenuMeal, rating: rating ? { stars: rating.stars, comment: rating.comment } : null };
  });
}

export function rateMeal(body: RateMealBody): Promise<RateMealAnswer> {
  return callSignedIn(messMenusApi.rate, { body });
}
