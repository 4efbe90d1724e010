// Today's menu and this week's, from the student's mess's published week.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useQuery } from '../../../lib/use-query';
import { getWeekDishes, weekdayOf, weekStartOf } from '../../../lib/mess-weeks';
import type { MyMess } from '../api/my-mess';
import { DayMenu } from './day-menu';
import { WeekMenu } from './week-menu';

export function MenuPanels({ mess, today }: { mess: MyMess | null; today: string }) {
  const { t } = useTranslation('mess-menus');
  const weekStart = weekStartOf(today);
  const week = useQuery(mess ? `mess-week:${mess.id}:${weekStart}` : null, () =>
    mess ? getWeekDishes(mess.id, weekStart) : Promise.resolve([]),
  );

  const body = (render: (dishes: NonNullable<typeof week.data>) => ReactNode) => {
    if (!mess) return <p className="mess-muted">{t('menu.noMess')}</p>;
    if (week.status === 'error') return <RetryMessage role="alert" message={t('menu.failed')} onRetry={week.reload} />;
    if (week.status !== 'success') return <p role="status">{t('menu.loading')}</p>;
    if (week.data.length === 0) return <p className="mess-muted">{t('menu.notPublished', { mess: mess.name })}</p>;
    return render(week.data);
  };

  return (
    <>
      <section className="panel" aria-labelledby="mess-today-title">
        <h2 id="mess-today-title">{t('menu.today')}</h2>
        {mess ? <p className="mess-muted">{t('menu.at', { mess: mess.name })}</p> : null}
        {body((dishes) => (
          <DayMenu dishes={dishes} day={weekdayOf(today)} headingLevel={3} />
        ))}
      </section>
      <section className="panel" aria-labelledby="mess-week-title">
        <h2 id="mess-week-title">{t('menu.week')}</h2>
        {body((dishes) => (
          <WeekMenu dishes={dishes} weekStart={weekStart} today={weekdayOf(today)} />
        ))}
      </section>
    </>
  );
}
