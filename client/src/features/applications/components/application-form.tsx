// "Submit an Application": type and description, both required; signed-in students only.
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { APPLICATION_TYPES } from '../../../config/application-types';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { clearDraft, keepDraft, readDraft } from '../../../lib/form-drafts';
import { notify } from '../../../lib/notifications';
import { optionsOf } from '../../../lib/option-words';
import {
  DESCRIPTION_MAX,
  submitApplication,
  validateApplication,
  type ApplicationErrors,
  type ApplicationInput,
} from '../api/submit-application';

const EMPTY: ApplicationInput = { application_type: '', description: '' };
const DRAFT = 'application';

export function ApplicationForm({ onSubmitted }: { onSubmitted?: (applicationId: string) => void }) {
  const { t } = useTranslation('applications');
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
        label={t('form.type')}
        name="application_type"
        required
        placeholder={t('form.selectType')}
        options={optionsOf('applicationType', APPLICATION_TYPES)}
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
        label={t('form.description')}
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
      <Button type="submit" busy={busy} busyLabel={t('form.submitting')}>
        {t('form.submit')}
      </Button>
      <div aria-live="polite">
        {submittedId ? (
          <p className="callout callout--success">
            <Trans
              t={t}
              i18nKey="form.yourId"
              values={{ id: submittedId }}
              components={{ id: <code className="application-id" /> }}
            />
          </p>
        ) : null}
      </div>
    </form>
  );
}
