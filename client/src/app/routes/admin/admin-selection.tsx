// /admin/selection: the selection windows, who may pick a bed and when; staff read them, admins create, edit and
// delete them.
import { useTranslation } from 'react-i18next';
import { SelectionManager } from '../../../features/admin/selection/components/selection-manager';
import { useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <section aria-labelledby="selection-title">
      <title>{t('pageTitle', { title: t('selection.pageTitle') })}</title>
      <h1 id="selection-title" className="admin-title">
        {t('selection.title')}
      </h1>
      <p className="admin-lead">{t('selection.lead')}</p>
      <SelectionManager isAdmin={user?.type === 'admin'} />
    </section>
  );
}
