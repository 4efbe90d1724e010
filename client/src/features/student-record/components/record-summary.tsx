// The record as the student reads it once saved: every field in words, and who may change it.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import type { OwnRecord } from '../api/student-record';
import '../student-record.css';

export function RecordSummary({ own }: { own: OwnRecord }) {
  const { t } = useTranslation('records');
  const { record } = own;
  const rows: Array<[string, string]> = [
    [t('fields.full_name'), record.full_name],
    [t('fields.roll_number'), record.roll_number],
    [t('fields.programme'), `${t(`programmes.${record.programme}`)} · ${t('yearOf', { year: record.year })}`],
    [t('fields.phone'), record.phone],
    [
      t('fields.guardian'),
      `${record.guardian_name} (${t(`relations.${record.guardian_relation}`)}) · ${record.guardian_phone} · ${record.guardian_email}`,
    ],
    [t('fields.emergency'), `${record.emergency_name} · ${record.emergency_phone}`],
  ];
  return (
    <>
      <dl className="facts record-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="profile-muted">
        {own.correctedAt ? `${t('corrected', { date: formatDay(own.correctedAt) })} ` : null}
        {t('fixed')}
      </p>
    </>
  );
}
