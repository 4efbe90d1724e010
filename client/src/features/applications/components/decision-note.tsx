// The hostel office's note on its decision, as the student reads it.
import { useTranslation } from 'react-i18next';

export function DecisionNote({ note }: { note: string }) {
  const { t } = useTranslation(['applications', 'messages']);
  return (
    <p className="decision-note">
      <span className="decision-note__label">{t('decisionNoteLabel', { label: t('messages:decisionNote') })}</span>{' '}
      {note}
    </p>
  );
}
