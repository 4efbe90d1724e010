// "Check application status": look up one application by its ID and show Approved or Pending.
import { StatusCheck } from '../../../components/status-check';
import { messages } from '../../../config/messages';
import { checkApplicationStatus } from '../api/check-application-status';

function parseApplicationId(raw: string): { id: string } | { error: string } {
  const id = raw.trim();
  return id === '' ? { error: messages.applicationIdRequired } : { id };
}

// The spec answers an unknown application ID with its one "no such" text, the complaint one.
const texts = {
  notFound: messages.noSuchComplaint,
  checked: messages.applicationStatusChecked,
  failed: messages.applicationStatusFailed,
};

export function ApplicationStatusCheck() {
  return (
    <StatusCheck
      label="Application ID"
      name="application_id"
      inputProps={{ spellCheck: false }}
      parse={parseApplicationId}
      lookup={checkApplicationStatus}
      texts={texts}
      subject={(id) => (
        <>
          Application <code>{id}</code>
        </>
      )}
      doneLabel="Approved"
    />
  );
}
