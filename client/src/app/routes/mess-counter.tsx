// /mess/counter (mess managers for their messes; staff and admins for any): the meal counter, on a phone.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../components/ui/retry-message';
import { getCounterMesses } from '../../features/mess-counter/api/counter';
import { MealCounter } from '../../features/mess-counter/components/meal-counter';
import { isOffice } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';

export function Component() {
  const { t } = useTranslation('mess-counter');
  const { user } = useRequireSignIn();
  const office = isOffice(user);
  const messes = useQuery(office ? user.id : null, getCounterMesses);
  return (
    <>
      <title>{t('counter.pageTitle')}</title>
      <div className="page-header">
        <div className="container">
          <h1>{t('counter.title')}</h1>
          <p className="page-header__lead">{t('counter.lead')}</p>
        </div>
      </div>
      <div className="container">
        {user && !office ? (
          <p role="alert">{t('counter.notOffice')}</p>
        ) : messes.status === 'error' ? (
          <RetryMessage role="alert" message={t('counter.failed')} onRetry={messes.reload} />
        ) : messes.data?.length === 0 ? (
          <p role="status">{t('counter.none')}</p>
        ) : messes.data ? (
          <MealCounter messes={messes.data} />
        ) : (
          <p role="status">{t('counter.loading')}</p>
        )}
      </div>
    </>
  );
}
