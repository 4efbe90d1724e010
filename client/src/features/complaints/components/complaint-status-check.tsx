// "Check complaint status": look up one complaint by its numeric ID and show Pending, In Progress or Resolved.
import { Trans, useTranslation } from 'react-i18next';
import { StatusCheck, type StatusResult } from '../../../components/status-check';
import { complaintStateLabel, type ComplaintState } from '../../../lib/status-words';
import { checkComplaintStatus, parseComplaintId } from '../api/check-complaint-status';

const TONES: Readonly<Record<ComplaintState, StatusResult['tone']>> = {
  pending: 'pending',
  in_progress: 'pending',
  resolved: 'success',
};

async function lookup(id: number): Promise<StatusResult | null> {
  const state = await checkComplaintStatus(id);
  return state === null ? null : { label: complaintStateLabel(state), tone: TONES[state] };
}

export function ComplaintStatusCheck() {
  const { t } = useTranslation(['complaints', 'messages']);
  const texts = {
    notFound: t('messages:noSuchComplaint'),
    checked: t('messages:complaintStatusChecked'),
    failed: t('messages:complaintStatusFailed'),
  };
  return (
    <StatusCheck
      label={t('status.idLabel')}
      name="complaint_id"
      inputProps={{ inputMode: 'numeric' }}
      parse={parseComplaintId}
      lookup={lookup}
      texts={texts}
      subject={(id) => <Trans t={t} i18nKey="status.subject" values={{ id }} components={{ id: <code /> }} />}
    />
  );
}
