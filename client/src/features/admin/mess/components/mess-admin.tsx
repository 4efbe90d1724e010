// /admin/mess's own page: the messes, their price lists and the registration periods. The whole office edits; a mess
// manager reads their messes and a warden those feeding their hostels (`sees` says which).
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getMesses, getPeriods, type MessRow } from '../api/mess-admin';
import '../mess-admin.css';
import { MessesPanel } from './messes-panel';
import { PeriodsPanel } from './periods-panel';
import { PriceList } from './price-list';

export interface MessAdminProps {
  canEdit: boolean;
  /** Which messes the reader oversees; null for the whole office (every one). */
  sees: ((mess: MessRow) => boolean) | null;
}

export function MessAdmin({ canEdit, sees }: MessAdminProps) {
  const { t } = useTranslation('mess');
  const messes = useQuery('admin-messes', getMesses);
  const periods = useQuery('admin-mess-periods', getPeriods);

  if (messes.status === 'error' || periods.status === 'error') {
    return (
      <RetryMessage
        role="alert"
        message={t('admin.failed')}
        onRetry={() => {
          messes.reload();
          periods.reload();
        }}
      />
    );
  }
  if (messes.status !== 'success' || periods.status !== 'success') return <p role="status">{t('admin.loading')}</p>;
  const shown = sees ? messes.data.filter(sees) : messes.data;
  return (
    <>
      <MessesPanel messes={shown} canEdit={canEdit} onSaved={messes.reload} />
      <PriceList messes={shown} canEdit={canEdit} onSaved={messes.reload} />
      <PeriodsPanel periods={periods.data} canEdit={canEdit} onSaved={periods.reload} />
    </>
  );
}
