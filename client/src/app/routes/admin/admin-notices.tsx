// /admin/notices: the office writes, schedules, edits and unpublishes the notices shown on the status page.
import { useTranslation } from 'react-i18next';
import { NoticesManager } from '../../../features/admin/notices/components/notices-manager';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="notices-title">
      <title>{t('pageTitle', { title: t('notices.pageTitle') })}</title>
      <h1 id="notices-title" className="admin-title">
        {t('notices.title')}
      </h1>
      <p className="admin-lead">{t('notices.lead')}</p>
      <NoticesManager />
    </section>
  );
}
