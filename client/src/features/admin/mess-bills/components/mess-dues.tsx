// /admin/mess/bills' body: the chosen mess's dues for the month, read again after a correction.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getDues, type BillMess } from '../api/mess-bills';
import { DuesList } from './dues-list';
import type { MessMonth } from './mess-month-picker';

export function MessDues({ mess, value }: { mess: BillMess; value: MessMonth }) {
  const { t } = useTranslation('mess-bills');
  const dues = useQuery(`mess-dues:${value.messId}:${value.month}`, () => getDues(value.messId, value.month));
  if (dues.status === 'error') return <RetryMessage role="alert" message={t('office.failed')} onRetry={dues.reload} />;
  if (dues.status !== 'success') return <p role="status">{t('office.loading')}</p>;
  return (
    <DuesList
      messName={mess.name}
      messId={mess.id}
      month={value.month}
      students={dues.data.students}
      manages={mess.manages}
      onCorrected={dues.reload}
    />
  );
}
