// "Check complaint status": look up one complaint by its numeric ID and show Resolved or Pending.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { messages } from "../../../config/messages";
import { notify } from "../../../lib/notifications";
import {
  checkComplaintStatus,
  parseComplaintId,
} from "../api/check-complaint-status";

export function ComplaintStatusCheck() {
  const [complaintId, setComplaintId] = useState("");
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{
    id: number;
    resolved: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseComplaintId(complaintId);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setBusy(true);
    setResult(null);
    try {
      const status = await checkComplaintStatus(parsed.id);
      if (status === null) {
        notify.error(messages.noSuchComplaint);
      } else {
        notify.success(messages.complaintStatusChecked);
        setResult({ id: parsed.id, resolved: status });
      }
    } catch (failure) {
      console.warn("Complaint status check failed", failure);
      notify.error(messages.complaintStatusFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form status-check"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label="Complaint ID"
        name="complaint_id"
        inputMode="numeric"
        autoComplete="off"
        value={complaintId}
        error={error}
        onChange={(event) => setComplaintId(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel="Checking...">
        Check status
      </Button>
      <div className="status-check__result" aria-live="polite">
        {result ? (
          <p>
            Complaint <code>#{result.id}</code>:{" "}
            <span
              className={
                result.resolved ? "pill pill--success" : "pill pill--pending"
              }
            >
              {result.resolved ? "Resolved" : "Pending"}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
