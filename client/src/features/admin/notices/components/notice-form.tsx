// The notice form: title, text, whom it is for (and whether it is mailed), and when it shows and reaches them (now, at
// a chosen local time, or not yet as a draft).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { t as translate } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { saveNotice } from '../api/save-notice';
import { NoticeAudienceFields } from './notice-audience-fields';
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

function savedMessage(publishedAt: string | null, timing: NoticeTiming): string {
  if (publishedAt === null) return translate('admin:notices.savedDraft');
  if (timing === 'schedule') return translate('admin:notices.savedScheduled', { time: formatDateTime(publishedAt) });
  return translate('admin:notices.savedPublished');
}

export function NoticeForm({ editing, onSaved, onCancel }: NoticeFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState<NoticeDraft>(() => (editing ? draftOf(editing) : emptyNoticeDraft));
  const [errors, setErrors] = useState<NoticeErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const published = editing !== null && draftOf(editing).timing === 'keep';
  const set = <K extends keyof NoticeDraft>(key: K, value: NoticeDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A new audience asks for a new list: the old list's complaint no longer applies.
    const cleared = key === 'audience' ? ['hostels', 'roles'] : [key];
    if (cleared.some((field) => field in errors)) {
      setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
    }
  };

  const timings: readonly { value: NoticeTiming; label: string }[] = [
    ...(published ? [{ value: 'keep' as const, label: t('notices.timing.keep') }] : []),
    { value: 'now', label: published ? t('notices.timing.again') : t('notices.timing.now') },
    { value: 'schedule', label: t('notices.timing.schedule') },
    { value: 'draft', label: published ? t('notices.timing.unpublish') : t('notices.timing.draft') },
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
      notify.error(normalizeError(error, t('notices.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} className="form notice-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('notices.titleField')}
        value={draft.title}
        maxLength={NOTICE_TITLE_MAX}
        hint={t('notices.titleHint', { max: NOTICE_TITLE_MAX })}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label={t('notices.textField')}
        value={draft.body}
        rows={6}
        maxLength={NOTICE_BODY_MAX}
        hint={t('notices.textHint', { max: NOTICE_BODY_MAX, left: NOTICE_BODY_MAX - draft.body.length })}
        error={errors.body}
        onChange={(event) => set('body', event.target.value)}
      />
      <NoticeAudienceFields id={id} draft={draft} errors={errors} set={set} />
      {editing?.delivered_at ? <p className="field__hint">{t('notices.audience.delivered')}</p> : null}
      <fieldset className="notice-form__timing">
        <legend className="field__label">{t('notices.whenLegend')}</legend>
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
          label={t('notices.publishAt')}
          type="datetime-local"
          value={draft.at}
          error={errors.at}
          onChange={(event) => set('at', event.target.value)}
        />
      ) : null}
      <div className="notice-form__actions">
        <Button type="submit" busy={saving} busyLabel={t('complaints.saving')}>
          {t(`notices.save.${draft.timing}`)}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('applications.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
