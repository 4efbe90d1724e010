// The week's menu one day at a time: a row of day buttons (today's chosen first) over that day's meals, which fits a
// phone as well as a desktop.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { languageTag } from '../../../lib/language';
import type { Dish } from '../../../lib/mess-weeks';
import { DayMenu } from './day-menu';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The short name of the day of a week starting on `weekStart`, in the language being read ('Mon', 'सोम'). */
function dayName(weekStart: string, day: number, style: 'short' | 'long'): string {
  const at = new Date(`${weekStart}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + day - 1);
  return new Intl.DateTimeFormat(languageTag(currentLanguage()), { weekday: style, timeZone: 'UTC' }).format(at);
}

export function WeekMenu({ dishes, weekStart, today }: { dishes: readonly Dish[]; weekStart: string; today: number }) {
  const { t } = useTranslation('mess-menus');
  const [day, setDay] = useState(today);
  return (
    <div className="week-menu">
      <div className="week-menu__days" role="group" aria-label={t('menu.days')}>
        {DAYS.map((d) => (
          <button key={d} type="button" className="week-menu__day" aria-pressed={d === day} onClick={() => setDay(d)}>
            <span aria-hidden="true">{dayName(weekStart, d, 'short')}</span>
            <span className="visually-hidden">{dayName(weekStart, d, 'long')}</span>
          </button>
        ))}
      </div>
      <h3 className="week-menu__title">{dayName(weekStart, day, 'long')}</h3>
      <DayMenu dishes={dishes} day={day} headingLevel={4} />
    </div>
  );
}
