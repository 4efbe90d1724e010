// The profile's academic details: the programme and year of the student record, its one source; read only here.
import { useTranslation } from 'react-i18next';
import type { OwnRecord } from '../api/student-record';
import '../student-record.css';

export function RecordAcademic({ own }: { own: OwnRecord | null }) {
  const { t } = useTranslation('records');
  if (!own) return <p className="profile-muted">{t('academic.none')}</p>;
  return (
    <dl className="facts record-facts">
      <div>
        <dt>{t('fields.programme')}</dt>
        <dd>{t(`programmes.${own.record.programme}`)}</dd>
      </div>
      <div>
        <dt>{t('fields.year')}</dt>
        <dd>{t('yearOf', { year: own.record.year })}</dd>
      </div>
    </dl>
  );
}
