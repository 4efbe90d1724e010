// /admin/leave (a warden for their hostels, the whole office for every hostel): the leave asked for, open first, approved
// or rejected with a note; the guardian changes awaiting the office; and each hostel's leave rules.
import { useTranslation } from 'react-i18next';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { GuardianChanges } from '../../../features/admin/leave/components/guardian-changes';
import { LeaveList } from '../../../features/admin/leave/components/leave-list';
import { LeaveRulesSection } from '../../../features/admin/leave/components/leave-rules';
import '../../../features/admin/leave/leave-office.css';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation(['leave-office', 'admin']);
  const { user } = useAuth();
  const hostels = useServedHostels(user?.id ?? '', isWholeOffice(user));
  return (
    <div className="leave-office">
      <title>{t('admin:pageTitle', { title: t('title') })}</title>
      <h1 className="admin-title">{t('title')}</h1>
      <p className="admin-lead">{t('intro')}</p>
      <LeaveList hostels={hostels.data ?? []} />
      <GuardianChanges />
      <LeaveRulesSection />
    </div>
  );
}
