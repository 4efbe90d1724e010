// The profile's Student record panel: the record once saved, else the form to fill it in.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import type { QueryState } from '../../../lib/use-query';
import type { OwnRecord } from '../api/student-record';
import { RecordForm } from './record-form';
import { RecordSummary } from './record-summary';

export interface StudentRecordPanelProps {
  /** The profile's read of the record (it also names the student in the page's heading). */
  record: QueryState<OwnRecord | null>;
  reload: () => void;
}

export function StudentRecordPanel({ record, reload }: StudentRecordPanelProps) {
  const { t } = useTranslation('records');
  return (
    <section className="panel" aria-labelledby="record-title">
      <h2 id="record-title">{t('title')}</h2>
      {record.status === 'loading' || record.status === 'idle' ? (
        <p className="profile-muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {record.status === 'error' ? <RetryMessage role="alert" message={t('failed')} onRetry={reload} /> : null}
      {record.status === 'success' && record.data ? <RecordSummary own={record.data} /> : null}
      {record.status === 'success' && !record.data ? <RecordForm onSaved={reload} /> : null}
    </section>
  );
}
