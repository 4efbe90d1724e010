// Menus, ratings and rebates of the mess. A mess manager saves and publishes their mess's weekly menus and decides its
// students' rebates (the whole office may for any mess; 403 `forbidden` elsewhere); a student rates a meal they were
// served today and applies for, or withdraws, a rebate. Reads go through RLS from the client: published menus, one's
// own servings, ratings and rebates, and a mess's rebates for those who run it.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { positiveId, text } from './fields';
import { post } from './route';

/** The meals of a day, in its order (public.mess_menu_items.meal). */
export const MENU_MEALS = CheckedValues.mess_menu_items.meal;
export type MenuMeal = (typeof MENU_MEALS)[number];
/** A dish's mark: vegetarian, non-vegetarian or Jain (public.mess_menu_items.diet). */
export const MENU_DIETS = CheckedValues.mess_menu_items.diet;
export type MenuDiet = (typeof MENU_DIETS)[number];
export const REBATE_STATUSES = CheckedValues.mess_rebates.status;
export type RebateStatus = (typeof REBATE_STATUSES)[number];

/** At most this many dishes in one meal of one day, each at most DISH_MAX characters (public.mess_menu_items). */
export const DISHES_PER_MEAL = 20;
export const DISH_MAX = 80;
/** A rating's comment and a decision's note: at most this many characters. */
export const MEAL_COMMENT_MAX = 500;
/** A rebate's reason, at most this many characters; a rebate covers at most REBATE_MAX_DAYS days. */
export const REBATE_REASON_MAX = 300;
export const REBATE_MAX_DAYS = 181;

const meal = z.enum(MENU_MEALS, { error: 'must be breakfast, lunch, snacks or dinner' });
const isoDay = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const monday = isoDay.check(
  z.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, { message: 'must be a Monday' }),
);
const note = z.optional(
  z.nullable(
    z.string().check(z.trim(), z.maxLength(MEAL_COMMENT_MAX, `must be at most ${MEAL_COMMENT_MAX} characters`)),
  ),
);

export const menuItem = z.object({
  /** 1 is Monday, 7 Sunday. */
  day: z.int({ error: 'must be a day of the week, 1 (Monday) to 7' }).check(z.gte(1), z.lte(7)),
  meal,
  dish: text(DISH_MAX),
  diet: z.enum(MENU_DIETS, { error: 'must be veg, non_veg or jain' }),
});
export type MenuItem = z.output<typeof menuItem>;

export const saveMenuBody = z.object({
  mess_id: positiveId,
  week_start: monday,
  /** The week's dishes, in their order within each day's meal: they replace whatever the week had. */
  items: z.array(menuItem).check(
    z.maxLength(7 * MENU_MEALS.length * DISHES_PER_MEAL, 'has too many dishes'),
    z.refine(
      (items) => {
        const counts = new Map<string, number>();
        for (const { day, meal: m } of items) counts.set(`${day}:${m}`, (counts.get(`${day}:${m}`) ?? 0) + 1);
        return [...counts.values()].every((count) => count <= DISHES_PER_MEAL);
      },
      { message: `must have at most ${DISHES_PER_MEAL} dishes in a meal` },
    ),
  ),
});
export type SaveMenuBody = z.input<typeof saveMenuBody>;

export const publishMenuBody = z.object({
  mess_id: positiveId,
  week_start: monday,
  /** True publishes the week for students; false takes it off. */
  published: z.boolean({ error: 'must be true or false' }),
});
export type PublishMenuBody = z.input<typeof publishMenuBody>;

export const menuAnswer = z.object({
  mess_id: z.number(),
  week_start: z.string(),
  published: z.boolean(),
});
export type MenuAnswer = z.output<typeof menuAnswer>;

export const rateMealBody = z.object({
  meal,
  stars: z
    .int({ error: 'must be 1 to 5 stars' })
    .check(z.gte(1, 'must be 1 to 5 stars'), z.lte(5, 'must be 1 to 5 stars')),
  comment: note,
});
export type RateMealBody = z.input<typeof rateMealBody>;
export const rateMealAnswer = z.object({
  meal,
  stars: z.number(),
  comment: z.nullable(z.string()),
  served_on: z.string(),
});
export type RateMealAnswer = z.output<typeof rateMealAnswer>;

export const applyRebateBody = z.object({ from_on: isoDay, to_on: isoDay, reason: text(REBATE_REASON_MAX) }).check(
  z.refine((body) => body.to_on >= body.from_on, { message: 'must not be before from_on', path: ['to_on'] }),
  z.refine((body) => Date.parse(body.to_on) - Date.parse(body.from_on) < REBATE_MAX_DAYS * 86_400_000, {
    message: `must be within ${REBATE_MAX_DAYS} days of from_on`,
    path: ['to_on'],
  }),
);
export type ApplyRebateBody = z.input<typeof applyRebateBody>;

export const decideRebateBody = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'must be approved or rejected' }),
  note,
});
export type DecideRebateBody = z.input<typeof decideRebateBody>;

export const messRebate = z.object({
  id: z.number(),
  mess_id: z.number(),
  from_on: z.string(),
  to_on: z.string(),
  reason: z.string(),
  status: z.enum(REBATE_STATUSES),
  note: z.nullable(z.string()),
});
export type MessRebate = z.output<typeof messRebate>;

const rebateParams = { id: positiveId };

export const messMenusApi = {
  /**
   * POST /admin/mess/menus (a manager of the mess, or the whole office): replaces the week's dishes. A published week
   * stays published with its new dishes. 403 `forbidden`; 404 `not_found` (no such mess).
   */
  save: post('/admin/mess/menus', { access: 'places', body: saveMenuBody, answer: menuAnswer }),
  /** POST /admin/mess/menus/publish: publishes a saved week, or takes it off. 404 `not_found`; 409 `empty_menu`. */
  publish: post('/admin/mess/menus/publish', { access: 'places', body: publishMenuBody, answer: menuAnswer }),
  /** POST /mess/ratings (a student): rates a meal served to them today; again the same day replaces it. 409 `not_served`. */
  rate: post('/mess/ratings', { access: 'student', body: rateMealBody, answer: rateMealAnswer }),
  /**
   * POST /mess/rebates (a student): applies for days away, by their mess's rules. 409 `not_registered` |
   * `several_messes` | `too_short` | `too_late` | `overlaps`. A retry of a pending request answers it again.
   */
  applyRebate: post('/mess/rebates', { access: 'student', body: applyRebateBody, answer: messRebate, status: 201 }),
  /** POST /mess/rebates/:id/withdraw (its student): a pending rebate of theirs. 404; 409 `not_pending`. */
  withdrawRebate: post('/mess/rebates/:id/withdraw', { access: 'student', params: rebateParams, answer: messRebate }),
  /**
   * POST /admin/mess/rebates/:id/decide (a manager of its mess, or the whole office): once, audited, the student told;
   * the same decision again answers 200. 403 `forbidden`; 404; 409 `already_decided` | `not_pending`.
   */
  decideRebate: post('/admin/mess/rebates/:id/decide', {
    access: 'places',
    params: rebateParams,
    body: decideRebateBody,
    answer: messRebate,
  }),
};
