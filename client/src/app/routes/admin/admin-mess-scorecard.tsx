// /admin/mess/scorecard (those who run or oversee a mess): a caterer's month against the thresholds, downloaded as CSV
// or printed as the monthly statement; the whole office sets the thresholds.
import { useTranslation } from 'react-i18next';
import { OfficeMessPage } from '../../../features/admin/mess-bills/components/office-mess-page';
import { ScorecardView } from '../../../features/admin/mess-bills/components/scorecard-view';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('mess-bills');
  const { user } = useAuth();
  return (
    <OfficeMessPage title={t('office.scorecardTitle')} lead={t('office.scorecardLead')}>
      {(mess, value) => <ScorecardView mess={mess} value={value} canSetThresholds={isWholeOffice(user)} />}
    </OfficeMessPage>
  );
}
