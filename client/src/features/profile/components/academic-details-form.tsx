// Course, semester and admission date: shown from the user's metadata, editable and saved back there.
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import {
  MAX_COURSE_LENGTH,
  checkAcademicDetails,
  type AcademicDetails,
  type AcademicDraft,
  type AcademicProblems,
} from '../api/academic-details';

export interface AcademicDetailsFormProps {
  initial: AcademicDetails;
  onSave: (details: AcademicDetails) => Promise<AcademicDetails>;
}

function draftOf(details: AcademicDetails): AcademicDraft {
  return {
    course: details.course,
    semester: details.semester === null ? '' : String(details.semester),
    admissionDate: details.admissionDate,
  };
}

export function AcademicDetailsForm({ initial, onSave }: AcademicDetailsFormProps) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<AcademicDraft>(() => draftOf(initial));
  const [problems, setProblems] = useState<AcademicProblems>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof AcademicDraft) => ({
    value: draft[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkAcademicDetails(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setBusy(true);
    try {
      const saved = await onSave(checked.details);
      setDraft(draftOf(saved));
      notify.success(messages.academicDetailsSaved);
    } catch (error) {
      notify.error(normalizeError(error, messages.academicDetailsFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form academic-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('academic.course')}
        name="course"
        maxLength={MAX_COURSE_LENGTH}
        autoComplete="off"
        {...field('course')}
      />
      <TextField
        label={t('academic.semester')}
        name="semester"
        type="number"
        inputMode="numeric"
        min={1}
        max={12}
        step={1}
        {...field('semester')}
      />
      <TextField label={t('academic.admissionDate')} name="admission_date" type="date" {...field('admissionDate')} />
      <Button type="submit" variant="secondary" busy={busy} busyLabel={t('saving')}>
        {t('academic.save')}
      </Button>
    </form>
  );
}
