// The week being edited: its dishes with keys for the form, whether they differ from what was loaded, and the edits.
import type { MenuItem, MenuMeal } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import type { EditedDish } from './meal-dishes';

export interface DraftDish extends EditedDish {
  day: number;
  meal: MenuMeal;
}

/** The form's keys for its dish rows: unique within the page, never shown. */
let nextKey = 0;
const keyed = (items: readonly MenuItem[]): DraftDish[] => items.map((item) => ({ ...item, key: nextKey++ }));

export function useWeekDraft(loaded: readonly MenuItem[]) {
  const [dishes, setDishes] = useState<DraftDish[]>(() => keyed(loaded));
  const [dirty, setDirty] = useState(false);
  const edit = (change: (shown: DraftDish[]) => DraftDish[]) => {
    setDishes(change);
    setDirty(true);
  };
  return {
    dishes,
    dirty,
    /** The dishes as the API takes them, in the form's order. */
    items: (): MenuItem[] => dishes.map(({ day, meal, dish, diet }) => ({ day, meal, dish: dish.trim(), diet })),
    add: (day: number, meal: MenuMeal) =>
      edit((shown) => [...shown, { key: nextKey++, day, meal, dish: '', diet: 'veg' }]),
    change: (key: number, change: Partial<Pick<DraftDish, 'dish' | 'diet'>>) =>
      edit((shown) => shown.map((dish) => (dish.key === key ? { ...dish, ...change } : dish))),
    remove: (key: number) => edit((shown) => shown.filter((dish) => dish.key !== key)),
    /** Puts these dishes in the form in place of its own (copying another week): not saved yet. */
    replace: (items: readonly MenuItem[]) => edit(() => keyed(items)),
    saved: () => setDirty(false),
  };
}
