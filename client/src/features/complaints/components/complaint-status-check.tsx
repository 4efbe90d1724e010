// "Check complaint status": look up one complaint by its numeric ID and show Resolved or Pending.
import { StatusCheck } from '../../../components/status-check';
import { messages } from '../../../config/messages';
import { checkComplaintStatus, parseComplaintId } from '../api/check-complaint-status';

const texts = {
  notFound: messages.noSuchComplaint,
  checked: messages.complaintStatusChecked,
  failed: messages.complaintStatusFailed,
};

export function ComplaintStatusCheck() {
  return (
    <StatusCheck
      label="Complaint ID"
      name="complaint_id"
      inputProps={{ inputMode: 'numeric' }}
      parse={parseComplaintId}
      lookup={checkComplaintStatus}
      texts={texts}
      subject={(id) => (
        <>
          Complaint <code>#{id}</code>
        </>
      )}
      doneLabel="Resolved"
    />
  );
}
