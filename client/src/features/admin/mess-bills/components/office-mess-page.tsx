// What both office pages share: the messes the account sees, loaded once, then the picker and the page's own body.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getBillMesses, type BillMess } from '../api/mess-bills';
import { MessMonthPicker, type MessMonth } from './mess-month-picker';
import { useMessMonth } from './use-mess-month';
import '../mess-bills.css';

export interface OfficeMessPageProps {
  title: string;
  lead: string;
  children: (mess: BillMess, value: MessMonth) => ReactNode;
}

function Picked({ messes, children }: { messes: readonly BillMess[]; children: OfficeMessPageProps['children'] }) {
  const { t } = useTranslation('mess-bills');
  const { value, thisMonth, setValue } = useMessMonth(messes);
  const mess = messes.find((candidate) => candidate.id === value?.messId);
  if (!value || !mess) return <p>{t('office.noMesses')}</p>;
  return (
    <>
      <MessMonthPicker messes={messes} value={value} thisMonth={thisMonth} onChange={setValue} />
      {children(mess, value)}
    </>
  );
}

export function OfficeMessPage({ title, lead, children }: OfficeMessPageProps) {
  const { t } = useTranslation('mess-bills');
  const messes = useQuery('bill-messes', getBillMesses);
  return (
    <section className="mess-office" aria-labelledby="mess-office-title">
      <title>{title}</title>
      <h1 id="mess-office-title">{title}</h1>
      <p className="admin-lead">{lead}</p>
      {messes.status === 'error' ? (
        <RetryMessage role="alert" message={t('office.failed')} onRetry={messes.reload} />
      ) : messes.status === 'success' ? (
        <Picked messes={messes.data}>{children}</Picked>
      ) : (
        <p role="status">{t('office.loading')}</p>
      )}
    </section>
  );
}
