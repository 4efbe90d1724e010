// /admin/mess/menus (a mess's manager, and the whole office for every mess): a week's dishes, saved and published.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useManagedMesses } from '../../../features/admin/mess-menus/api/managed-messes';
import { MenuManager } from '../../../features/admin/mess-menus/components/menu-manager';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('mess-menus');
  const { user } = useAuth();
  const messes = useManagedMesses(user?.id ?? '', isWholeOffice(user));
  if (messes.status === 'error') {
    return <RetryMessage role="alert" message={t('office.failed')} onRetry={messes.reload} />;
  }
  if (messes.status !== 'success') return <p role="status">{t('office.loading')}</p>;
  if (messes.data.length === 0) return <p>{t('office.noMesses')}</p>;
  return <MenuManager messes={messes.data} />;
}
