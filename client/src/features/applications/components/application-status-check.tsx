// "Check application status": look up one application by its ID and show Approved, Rejected (with the office's note)
// or Pending.
import { StatusCheck, type StatusResult } from '../../../components/status-check';
import { messages } from '../../../config/messages';
import { checkApplicationStatus, type ApplicationStatus } from '../api/check-application-status';
import { DecisionNote } from './decision-note';

function parseApplicationId(raw: string): { id: string } | { error: string } {
  const id = raw.trim();
  return id === '' ? { error: messages.applicationIdRequired } : { id };
}

// An unknown application ID gets the product's one fixed "no such" text, the complaint one.
const texts = {
  notFound: messages.noSuchComplaint,
  checked: messages.applicationStatusChecked,
  failed: messages.applicationStatusFailed,
};

/** The status check's fixed words: Approved for a decided application, Pending before; a rejection says Rejected. */
export function statusResult(status: ApplicationStatus): StatusResult {
  if (status.state === 'pending') return { label: 'Pending', tone: 'pending' };
  const detail = status.note ? <DecisionNote note={status.note} /> : undefined;
  return status.state === 'rejected'
    ? { label: 'Rejected', tone: 'rejected', detail }
    : { label: 'Approved', tone: 'success', detail };
}

async function lookup(id: string): Promise<StatusResult | null> {
  const status = await checkApplicationStatus(id);
  return status ? statusResult(status) : null;
}

export function ApplicationStatusCheck() {
  return (
    <StatusCheck
      label="Application ID"
      name="application_id"
      inputProps={{ spellCheck: false }}
      parse={parseApplicationId}
      lookup={lookup}
      texts={texts}
      subject={(id) => (
        <>
          Application <code>{id}</code>
        </>
      )}
    />
  );
}
