// "Submit an Application": type and description, both required; signed-in students only.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { APPLICATION_TYPES } from '../../../config/application-types';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { clearDraft, keepDraft, readDraft } from '../../../lib/form-drafts';
import { notify } from '../../../lib/notifications';
import {
  DESCRIPTION_MAX,
  submitApplication,
  validateApplication,
  type ApplicationErrors,
  type ApplicationInput,
} from '../api/submit-application';

const typeOptions = APPLICATION_TYPES.map((type) => ({
  value: type,
  label: type,
}));
const EMPTY: ApplicationInput = { application_type: '', description: '' };
const DRAFT = 'application';

export function ApplicationForm({ onSubmitted }: { onSubmitted?: (applicationId: string) => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<ApplicationInput>(() => {
    const kept = readDraft(DRAFT);
    return { application_type: kept?.application_type ?? '', description: kept?.description ?? '' };
  });
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [busy, setBusy] = useState(false);
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateApplication(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!user) {
      // Signing in brings the visitor back to this form with what they typed.
      keepDraft(DRAFT, { ...form });
      notify.error(messages.loginToSubmitApplication);
      await navigate(paths.login.getHref('student', paths.status.getHref('submit-application')));
      return;
    }
    setBusy(true);
    try {
      const applicationId = await submitApplication(form);
      notify.success(messages.applicationSubmitted);
      setSubmittedId(applicationId);
      setForm(EMPTY);
      clearDraft(DRAFT);
      onSubmitted?.(applicationId);
    } catch (failure) {
      console.warn('Application submission failed', failure);
      notify.error(messages.applicationSubmitFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label="Application type"
        name="application_type"
        required
        placeholder="Select type"
        options={typeOptions}
        value={form.application_type}
        error={errors.application_type}
        onChange={(event) =>
          setForm((current) => ({
            ...current,
            application_type: event.target.value,
          }))
        }
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX}
        value={form.description}
        error={errors.description}
        onChange={(event) =>
          setForm((current) => ({
            ...current,
            description: event.target.value,
          }))
        }
      />
      <Button type="submit" busy={busy} busyLabel="Submitting...">
        Submit Application
      </Button>
      <div aria-live="polite">
        {submittedId ? (
          <p className="callout callout--success">
            Your application ID is <code className="application-id">{submittedId}</code>. Keep it to check the status
            later.
          </p>
        ) : null}
      </div>
    </form>
  );
}
