// The notice form: title, text, and when it shows (now, at a chosen local time, or not yet as a draft).
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { saveNotice } from '../api/save-notice';
import {
  draftOf,
  emptyNoticeDraft,
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  noticeRequest,
  type NoticeDraft,
  type NoticeErrors,
  type NoticeTiming,
  type OfficeNotice,
} from '../notice-input';

export interface NoticeFormProps {
  /** The notice being edited; null writes a new one. */
  editing: OfficeNotice | null;
  onSaved: () => void;
  /** Leaves editing without saving; absent for a new notice. */
  onCancel?: () => void;
}

const SAVE_LABELS: Record<NoticeTiming, string> = {
  now: 'Publish now',
  keep: 'Save changes',
  schedule: 'Schedule',
  draft: 'Save as draft',
};

function savedMessage(publishedAt: string | null, timing: NoticeTiming): string {
  if (publishedAt === null) return 'Notice saved as a draft. Visitors do not see it.';
  if (timing === 'schedule')
    return `Notice scheduled: it shows on the status page from ${formatDateTime(publishedAt)}.`;
  return 'Notice published on the status page.';
}

export function NoticeForm({ editing, onSaved, onCancel }: NoticeFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<NoticeDraft>(() => (editing ? draftOf(editing) : emptyNoticeDraft));
  const [errors, setErrors] = useState<NoticeErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const published = editing !== null && draftOf(editing).timing === 'keep';
  const set = <K extends keyof NoticeDraft>(key: K, value: NoticeDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const timings: readonly { value: NoticeTiming; label: string }[] = [
    ...(published ? [{ value: 'keep' as const, label: 'Keep it published as it is' }] : []),
    { value: 'now', label: published ? 'Publish again now' : 'Publish now' },
    { value: 'schedule', label: 'Schedule for a date and time' },
    { value: 'draft', label: published ? 'Unpublish (keep as a draft)' : 'Save as a draft' },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = noticeRequest(draft, editing);
    if (!request.ok) {
      setErrors(request.errors);
      // Focus goes to the first field to fix, whose error is read with it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await saveNotice(request.body);
      notify.success(savedMessage(request.body.published_at, draft.timing));
      if (!editing) setDraft(emptyNoticeDraft);
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error, 'The notice could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} className="form notice-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={NOTICE_TITLE_MAX}
        hint={`Up to ${NOTICE_TITLE_MAX} characters.`}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label="Text"
        value={draft.body}
        rows={6}
        maxLength={NOTICE_BODY_MAX}
        hint={`Up to ${NOTICE_BODY_MAX} characters; ${NOTICE_BODY_MAX - draft.body.length} left.`}
        error={errors.body}
        onChange={(event) => set('body', event.target.value)}
      />
      <fieldset className="notice-form__timing">
        <legend className="field__label">When it shows on the status page</legend>
        {timings.map((timing) => (
          <div className="checkbox" key={timing.value}>
            <input
              type="radio"
              id={`${id}-${timing.value}`}
              name={`${id}-timing`}
              value={timing.value}
              checked={draft.timing === timing.value}
              onChange={() => set('timing', timing.value)}
            />
            <label htmlFor={`${id}-${timing.value}`}>{timing.label}</label>
          </div>
        ))}
      </fieldset>
      {draft.timing === 'schedule' ? (
        <TextField
          label="Publish at (your local time)"
          type="datetime-local"
          value={draft.at}
          error={errors.at}
          onChange={(event) => set('at', event.target.value)}
        />
      ) : null}
      <div className="notice-form__actions">
        <Button type="submit" busy={saving} busyLabel="Saving...">
          {SAVE_LABELS[draft.timing]}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
