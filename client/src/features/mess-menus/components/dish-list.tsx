// A meal's dishes, each with its mark (veg, non-veg, Jain) in words beside a coloured sign.
import type { MenuDiet } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import type { Dish } from '../../../lib/mess-weeks';

export function DietMark({ diet }: { diet: MenuDiet }) {
  const { t } = useTranslation('mess-menus');
  return (
    <span className={`diet-mark diet-mark--${diet}`}>
      <span className="diet-mark__sign" aria-hidden="true" />
      {t(`diets.${diet}`)}
    </span>
  );
}

export function DishList({ dishes }: { dishes: readonly Dish[] }) {
  const { t } = useTranslation('mess-menus');
  if (dishes.length === 0) return <p className="mess-muted">{t('menu.noDishes')}</p>;
  return (
    <ul className="dish-list">
      {dishes.map((dish, index) => (
        <li key={index} className="dish-list__item">
          <span>{dish.dish}</span> <DietMark diet={dish.diet} />
        </li>
      ))}
    </ul>
  );
}
