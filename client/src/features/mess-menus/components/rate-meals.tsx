// "Rate today's meals": a form for each meal the counter served the student today.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useQuery } from '../../../lib/use-query';
import { getServedToday } from '../api/ratings';
import { RateMealForm } from './rate-meal-form';

export function RateMeals({ userId, today }: { userId: string; today: string }) {
  const { t } = useTranslation('mess-menus');
  const served = useQuery(`mess-served:${userId}:${today}`, () => getServedToday(userId, today));
  return (
    <section className="panel" aria-labelledby="mess-rate-title">
      <h2 id="mess-rate-title">{t('rate.title')}</h2>
      {served.status === 'error' ? (
        <RetryMessage role="alert" message={t('rate.failed')} onRetry={served.reload} />
      ) : served.status !== 'success' ? (
        <p role="status">{t('rate.loading')}</p>
      ) : served.data.length === 0 ? (
        <p className="mess-muted">{t('rate.none')}</p>
      ) : (
        <>
          <p className="mess-muted">{t('rate.intro')}</p>
          <div className="rate-forms">
            {served.data.map((meal) => (
              <RateMealForm key={meal.meal} served={meal} onRated={served.reload} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
