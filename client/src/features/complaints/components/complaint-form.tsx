// The Raise a Complaint form: type, category, description, urgency and an optional attachment up to 3 MB.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { messages } from '../../../config/messages';
import { notify } from '../../../lib/notifications';
import {
  MAX_DESCRIPTION_LENGTH,
  attachmentProblem,
  checkComplaint,
  type ComplaintDraft,
  type ComplaintField,
  type ComplaintInput,
  type ComplaintProblem,
  type ComplaintProblems,
} from '../complaint-input';
import {
  ATTACHMENT_ACCEPT,
  COMPLAINT_CATEGORIES,
  COMPLAINT_TYPES,
  URGENCY_LEVELS,
} from '../../../config/complaint-options';
import { optionsOf } from '../../../lib/option-words';

export interface ComplaintFormProps {
  /** Runs once the form is valid; the form shows 'Submitting...' until it settles. */
  onSubmit: (input: ComplaintInput) => Promise<void>;
  /** False while the session is still loading, so a signed-in student is never told to log in. */
  ready?: boolean;
  /** Text typed before signing in, to start from. */
  initial?: Partial<Record<'type' | 'category' | 'description' | 'urgency', string>>;
}

const typeOptions = () => optionsOf('complaintType', COMPLAINT_TYPES);
const categoryOptions = () => optionsOf('complaintCategory', COMPLAINT_CATEGORIES);
const urgencyOptions = () => optionsOf('urgency', URGENCY_LEVELS);

type ProblemKey =
  | 'complaintTypeRequired'
  | 'complaintCategoryRequired'
  | 'descriptionRequired'
  | 'complaintDescriptionTooLong'
  | 'urgencyRequired'
  | 'fileTooLarge';

// Keys, not words: the message is read at render, in the language being read then.
const problemKeys: Record<ComplaintField, Partial<Record<ComplaintProblem, ProblemKey>>> = {
  type: { required: 'complaintTypeRequired' },
  category: { required: 'complaintCategoryRequired' },
  description: { required: 'descriptionRequired', tooLong: 'complaintDescriptionTooLong' },
  urgency: { required: 'urgencyRequired' },
  attachment: { tooLarge: 'fileTooLarge' },
};

function problemKeyFor(problems: ComplaintProblems, field: ComplaintField): ProblemKey | undefined {
  const problem = problems[field];
  return problem ? problemKeys[field][problem] : undefined;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function ComplaintForm({ onSubmit, ready = true, initial }: ComplaintFormProps) {
  const [draft, setDraft] = useState<ComplaintDraft>(() => ({
    type: initial?.type ?? '',
    category: initial?.category ?? '',
    description: initial?.description ?? '',
    urgency: initial?.urgency ?? '',
    attachment: null,
  }));
  const { t } = useTranslation(['complaints', 'messages']);
  const [problems, setProblems] = useState<ComplaintProblems>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const update =
    (field: Exclude<ComplaintField, 'attachment'>) => (event: ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [field]: value }));
      // Clear a field's message as soon as it is edited; the next submit checks everything again.
      setProblems((current) => ({ ...current, [field]: undefined }));
    };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = attachmentProblem(file);
    setDraft((current) => ({ ...current, attachment: file }));
    setProblems((current) => ({ ...current, attachment: problem }));
    if (problem === 'tooLarge') notify.error(messages.fileTooLarge);
  };

  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    setDraft((current) => ({ ...current, attachment: null }));
    setProblems((current) => ({ ...current, attachment: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready) return;
    const checked = checkComplaint(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      if (checked.problems.attachment === 'tooLarge') notify.error(messages.fileTooLarge);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await onSubmit(checked.input);
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: ComplaintField) => {
    const key = problemKeyFor(problems, field);
    return key ? t(key, { ns: 'messages' }) : undefined;
  };
  const attachmentError = errorFor('attachment');
  const attachment = draft.attachment;

  return (
    <form className="form complaint-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="complaint-form__row">
        <SelectField
          label={t('form.type')}
          name="complaint_type"
          placeholder={t('form.selectType')}
          options={typeOptions()}
          value={draft.type}
          onChange={update('type')}
          error={errorFor('type')}
          required
        />
        <SelectField
          label={t('form.category')}
          name="complaint_category"
          placeholder={t('form.selectCategory')}
          options={categoryOptions()}
          value={draft.category}
          onChange={update('category')}
          error={errorFor('category')}
          required
        />
      </div>
      <TextAreaField
        label={t('form.description')}
        name="complaint_description"
        rows={5}
        maxLength={MAX_DESCRIPTION_LENGTH}
        value={draft.description}
        onChange={update('description')}
        error={errorFor('description')}
        required
      />
      <SelectField
        label={t('form.urgency')}
        name="urgency_level"
        placeholder={t('form.selectUrgency')}
        options={urgencyOptions()}
        value={draft.urgency}
        onChange={update('urgency')}
        error={errorFor('urgency')}
        required
      />
      <div className={attachmentError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={fileId}>
          {t('form.attachment')}
        </label>
        <p className="field__hint" id={`${fileId}-hint`}>
          {t('form.attachmentHint')}
        </p>
        <input
          ref={fileInput}
          id={fileId}
          name="attachment"
          type="file"
          className="input input--file"
          accept={ATTACHMENT_ACCEPT}
          onChange={chooseFile}
          aria-invalid={attachmentError ? true : undefined}
          aria-describedby={attachmentError ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
        />
        {attachment ? (
          <p className="complaint-form__file">
            <span>{t('form.fileChosen', { name: attachment.name, size: formatBytes(attachment.size) })}</span>
            <Button variant="ghost" onClick={removeFile}>
              {t('form.removeFile')}
            </Button>
          </p>
        ) : null}
        {attachmentError ? (
          <p className="field__error" id={`${fileId}-error`}>
            {attachmentError}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        busy={busy}
        busyLabel={t('messages:submitting')}
        disabled={busy || !ready || attachmentError !== undefined}
      >
        {t('form.submit')}
      </Button>
    </form>
  );
}
