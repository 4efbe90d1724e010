// /admin/records (admins only): the institute's student record settings, today the roll number's format.
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../../features/admin/people/components/admin-only';
import { RollNumberFormatPanel } from '../../../features/student-record/components/roll-number-format';

export function Component() {
  const { t } = useTranslation(['admin', 'records']);
  return (
    <AdminOnly>
      <section aria-labelledby="records-title">
        <title>{t('pageTitle', { title: t('records:format.pageTitle') })}</title>
        <h1 id="records-title" className="admin-title">
          {t('records:format.pageTitle')}
        </h1>
        <RollNumberFormatPanel />
      </section>
    </AdminOnly>
  );
}
