// /gate (guards for the gates they keep; staff and admins for any): the gate's scanner, on a phone.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../components/ui/retry-message';
import { getGates } from '../../features/gate/api/gate';
import { GateDesk } from '../../features/gate/components/gate-desk';
import { isWholeOffice, type AppUser } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';

function keepsGates(user: AppUser | null): user is AppUser {
  return user?.type === 'guard' || isWholeOffice(user);
}

export function Component() {
  const { t } = useTranslation('gate');
  const { user } = useRequireSignIn();
  const guard = keepsGates(user);
  const gates = useQuery(guard ? `gates:${user.id}` : null, getGates);
  return (
    <>
      <title>{t('page.pageTitle')}</title>
      <div className="page-header">
        <div className="container">
          <h1>{t('page.title')}</h1>
          <p className="page-header__lead">{t('page.lead')}</p>
        </div>
      </div>
      <div className="container">
        {user && !guard ? (
          <p role="alert">{t('page.notGuard')}</p>
        ) : gates.status === 'error' ? (
          <RetryMessage role="alert" message={t('page.failed')} onRetry={gates.reload} />
        ) : gates.data?.length === 0 ? (
          <p role="status">{t('page.none')}</p>
        ) : gates.data ? (
          <GateDesk gates={gates.data} />
        ) : (
          <p role="status">{t('page.loading')}</p>
        )}
      </div>
    </>
  );
}
