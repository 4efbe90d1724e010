// Before the booking wizard: the student's record, asked for here when they have none, then handed to what follows.
// The page reads it (useRecord) beside its other checks, so the reads go out together rather than one after another.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useQuery } from '../../../lib/use-query';
import { getRecord, type OwnRecord } from '../api/student-record';
import { RecordForm } from './record-form';

/** The signed-in student's record, read once `userId` is known. */
export function useRecord(userId: string | null) {
  return useQuery(userId === null ? null : `student-record:${userId}`, () => getRecord(userId ?? ''));
}

export interface RecordGateProps {
  record: ReturnType<typeof useRecord>;
  /** The record was saved here: what was read with the record missing is to be read again. */
  onSaved: () => void;
  children: (own: OwnRecord) => ReactNode;
}

export function RecordGate({ record, onSaved, children }: RecordGateProps) {
  const { t } = useTranslation(['records', 'eligibility', 'messages']);
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
        <RecordForm
          onSaved={() => {
            record.reload();
            onSaved();
          }}
        />
      </div>
    );
  }
  return children(record.data);
}
