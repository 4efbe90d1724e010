// /admin/mess/bills (those who run or oversee a mess): each student's dues for a mess and month; who runs the mess
// corrects a bill with an amount and a reason.
import { useTranslation } from 'react-i18next';
import { MessDues } from '../../../features/admin/mess-bills/components/mess-dues';
import { OfficeMessPage } from '../../../features/admin/mess-bills/components/office-mess-page';

export function Component() {
  const { t } = useTranslation('mess-bills');
  return (
    <OfficeMessPage title={t('office.billsTitle')} lead={t('office.billsLead')}>
      {(mess, value) => <MessDues mess={mess} value={value} />}
    </OfficeMessPage>
  );
}
