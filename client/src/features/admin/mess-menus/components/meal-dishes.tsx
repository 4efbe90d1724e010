// One meal of one day in the editor: each dish's name and mark, removable, and a button to add one.
import { DISH_MAX, DISHES_PER_MEAL, MENU_DIETS, type MenuDiet, type MenuMeal } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';

export interface EditedDish {
  key: number;
  dish: string;
  diet: MenuDiet;
}

interface MealDishesProps {
  meal: MenuMeal;
  dishes: readonly EditedDish[];
  /** Shown under an empty dish's field once saving was tried. */
  showMissing: boolean;
  onChange: (key: number, change: Partial<Pick<EditedDish, 'dish' | 'diet'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

export function MealDishes({ meal, dishes, showMissing, onChange, onAdd, onRemove }: MealDishesProps) {
  const { t } = useTranslation('mess-menus');
  const mealName: string = t(`meals.${meal}`);
  const diets = MENU_DIETS.map((diet) => ({ value: diet, label: t(`diets.${diet}`) }));
  return (
    <fieldset className="meal-dishes">
      <legend>{mealName}</legend>
      {dishes.length === 0 ? <p className="mess-muted">{t('menu.noDishes')}</p> : null}
      <ol className="meal-dishes__list">
        {dishes.map((dish, index) => {
          const n = index + 1;
          return (
            <li key={dish.key} className="meal-dishes__row">
              <TextField
                label={t('office.menus.dishLabel', { meal: mealName, n })}
                value={dish.dish}
                maxLength={DISH_MAX}
                error={showMissing && !dish.dish.trim() ? t('office.menus.dishRequired') : undefined}
                onChange={(event) => onChange(dish.key, { dish: event.target.value })}
              />
              <SelectField
                label={t('office.menus.dietLabel', { meal: mealName, n })}
                options={diets}
                value={dish.diet}
                onChange={(event) => onChange(dish.key, { diet: event.target.value as MenuDiet })}
              />
              <Button
                variant="ghost"
                aria-label={t('office.menus.removeDishLabel', { meal: mealName, n })}
                onClick={() => onRemove(dish.key)}
              >
                {t('office.menus.removeDish')}
              </Button>
            </li>
          );
        })}
      </ol>
      {dishes.length < DISHES_PER_MEAL ? (
        <Button variant="secondary" aria-label={t('office.menus.addDishTo', { meal: mealName })} onClick={onAdd}>
          {t('office.menus.addDish')}
        </Button>
      ) : (
        <p className="mess-muted">{t('office.menus.full', { count: DISHES_PER_MEAL })}</p>
      )}
    </fieldset>
  );
}
