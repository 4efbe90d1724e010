// "Check complaint status": look up one complaint by its numeric ID and show Resolved or Pending.
import { Trans, useTranslation } from 'react-i18next';
import { StatusCheck, type StatusResult } from '../../../components/status-check';
import { complaintStateLabel } from '../../../lib/status-words';
import { checkComplaintStatus, parseComplaintId } from '../api/check-complaint-status';

// The public lookup says only whether the complaint is resolved, so an open one reads Pending.
async function lookup(id: number): Promise<StatusResult | null> {
  const resolved = await checkComplaintStatus(id);
  if (resolved === null) return null;
  return resolved
    ? { label: complaintStateLabel('resolved'), tone: 'success' }
    : { label: complaintStateLabel('pending'), tone: 'pending' };
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
