// /admin/audit: every office action, who did it, to what, what changed and why; read-only for everyone.
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../../features/admin/audit/components/audit-log';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="audit-title">
      <title>{t('pageTitle', { title: t('audit.pageTitle') })}</title>
      <h1 id="audit-title" className="admin-title">
        {t('audit.title')}
      </h1>
      <p className="admin-lead">{t('audit.lead')}</p>
      <AuditLog />
    </section>
  );
}
