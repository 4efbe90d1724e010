// One day of a week's menu: each meal with its dishes, in the day's order.
import { MENU_MEALS } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import type { Dish } from '../../../lib/mess-weeks';
import { DishList } from './dish-list';

export function DayMenu({ dishes, day, headingLevel }: { dishes: readonly Dish[]; day: number; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('mess-menus');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="day-menu">
      {MENU_MEALS.map((meal) => (
        <section key={meal} className="day-menu__meal">
          <Heading>{t(`meals.${meal}`)}</Heading>
          <DishList dishes={dishes.filter((dish) => dish.day === day && dish.meal === meal)} />
        </section>
      ))}
    </div>
  );
}
