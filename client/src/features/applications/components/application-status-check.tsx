// "Check application status": look up one application by its ID and show Approved or Pending.
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { messages } from "../../../config/messages";
import { notify } from "../../../lib/notifications";
import { checkApplicationStatus } from "../api/check-application-status";

export function ApplicationStatusCheck() {
  const [applicationId, setApplicationId] = useState("");
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{
    id: string;
    approved: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = applicationId.trim();
    if (id === "") {
      setError(messages.applicationIdRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    setResult(null);
    try {
      const status = await checkApplicationStatus(id);
      if (status === null) {
        notify.error(messages.noSuchComplaint);
      } else {
        notify.success(messages.applicationStatusChecked);
        setResult({ id, approved: status });
      }
    } catch (failure) {
      console.warn("Application status check failed", failure);
      notify.error(messages.applicationStatusFailed);
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
        label="Application ID"
        name="application_id"
        autoComplete="off"
        spellCheck={false}
        value={applicationId}
        error={error}
        onChange={(event) => setApplicationId(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel="Checking...">
        Check status
      </Button>
      <div className="status-check__result" aria-live="polite">
        {result ? (
          <p>
            Application <code>{result.id}</code>:{" "}
            <span
              className={
                result.approved ? "pill pill--success" : "pill pill--pending"
              }
            >
              {result.approved ? "Approved" : "Pending"}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
