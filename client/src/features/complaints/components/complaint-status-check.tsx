// "Check complaint status": look up one complaint by its numeric ID and show Resolved or Pending.
import { StatusCheck, type StatusResult } from '../../../components/status-check';
import { messages } from '../../../config/messages';
import { checkComplaintStatus, parseComplaintId } from '../api/check-complaint-status';

const texts = {
  notFound: messages.noSuchComplaint,
  checked: messages.complaintStatusChecked,
  failed: messages.complaintStatusFailed,
};

async function lookup(id: number): Promise<StatusResult | null> {
  const resolved = await checkComplaintStatus(id);
  if (resolved === null) return null;
  return resolved ? { label: 'Resolved', tone: 'success' } : { label: 'Pending', tone: 'pending' };
}

export function ComplaintStatusCheck() {
  return (
    <StatusCheck
      label="Complaint ID"
      name="complaint_id"
      inputProps={{ inputMode: 'numeric' }}
      parse={parseComplaintId}
      lookup={lookup}
      texts={texts}
      subject={(id) => (
        <>
          Complaint <code>#{id}</code>
        </>
      )}
    />
  );
}
