// "Check application status": look up one application by its ID and show Approved, Rejected (with the office's note)
// or Pending.
import { Trans, useTranslation } from 'react-i18next';
import { StatusCheck, type StatusResult } from '../../../components/status-check';
import { messages } from '../../../config/messages';
import { applicationStateLabel } from '../../../lib/status-words';
import { checkApplicationStatus, type ApplicationStatus } from '../api/check-application-status';
import { DecisionNote } from './decision-note';

function parseApplicationId(raw: string): { id: string } | { error: string } {
  const id = raw.trim();
  return id === '' ? { error: messages.applicationIdRequired } : { id };
}

/** Where the application stands, in the one status vocabulary: Pending, Approved, or Rejected with the office's note. */
export function statusResult(status: ApplicationStatus): StatusResult {
  if (status.state === 'pending') return { label: applicationStateLabel('pending'), tone: 'pending' };
  const detail = status.note ? <DecisionNote note={status.note} /> : undefined;
  return status.state === 'rejected'
    ? { label: applicationStateLabel('rejected'), tone: 'rejected', detail }
    : { label: applicationStateLabel('approved'), tone: 'success', detail };
}

async function lookup(id: string): Promise<StatusResult | null> {
  const status = await checkApplicationStatus(id);
  return status ? statusResult(status) : null;
}

export function ApplicationStatusCheck() {
  const { t } = useTranslation(['applications', 'messages']);
  // An unknown application ID has its own words; the spec's "No such complaint exists" stays with complaints.
  const texts = {
    notFound: t('status.notFound'),
    checked: t('messages:applicationStatusChecked'),
    failed: t('messages:applicationStatusFailed'),
  };
  return (
    <StatusCheck
      label={t('status.idLabel')}
      name="application_id"
      inputProps={{ spellCheck: false }}
      parse={parseApplicationId}
      lookup={lookup}
      texts={texts}
      subject={(id) => <Trans t={t} i18nKey="status.subject" values={{ id }} components={{ id: <code /> }} />}
    />
  );
}
