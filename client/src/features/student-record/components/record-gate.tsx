// Before the booking wizard: the student's record, asked for here when they have none, then handed to what follows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useQuery } from '../../../lib/use-query';
import { getRecord, type OwnRecord } from '../api/student-record';
import { RecordForm } from './record-form';

export interface RecordGateProps {
  userId: string;
  children: (own: OwnRecord) => ReactNode;
}

export function RecordGate({ userId, children }: RecordGateProps) {
  const { t } = useTranslation(['records', 'eligibility', 'messages']);
  const record = useQuery(`student-record:${userId}`, () => getRecord(userId));
  if (record.status === 'error')
    return <RetryMessage role="alert" message={t('messages:somethingWentWrong')} onRetry={record.reload} />;
  if (record.status !== 'success')
    return (
      <p className="wizard-loading" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (record.data === null) {
    return (
      <div className="card wizard__panel">
        <h2>{t('eligibility:beforeYouBook')}</h2>
        <RecordForm onSaved={record.reload} />
      </div>
    );
  }
  return children(record.data);
}
