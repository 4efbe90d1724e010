// The selection window form's state: the draft and its errors, reading a CSV file, and saving with the server's
// refusals put on the field they name.
import { SELECTION_LIMITS, type SelectionWindow } from '@campus-hostel/contracts/api';
import { useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../config/messages';
import { ApiError } from '../../../../lib/errors';
import { formatNumber } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import { saveSelectionWindow } from '../api/save-selection-window';
import {
  draftOf,
  emptySelectionDraft,
  fieldOfServerMessage,
  selectionRequest,
  type SelectionDraft,
  type SelectionErrors,
} from '../selection-input';

/** A file this many bytes long holds more characters than the API takes, whatever its encoding: not even read. */
const FILE_BYTES_MAX = SELECTION_LIMITS.csvMaxChars * 4;
const tooLarge = () => t('admin:selection.errors.fileTooLong', { max: formatNumber(SELECTION_LIMITS.csvMaxChars) });

export interface SelectionDraftOptions {
  editing: SelectionWindow | null;
  onSaved: () => void;
  /** The window is gone (deleted meanwhile). */
  onMissing: () => void;
}

export function useSelectionDraft({ editing, onSaved, onMissing }: SelectionDraftOptions) {
  const [draft, setDraft] = useState<SelectionDraft>(() => (editing ? draftOf(editing) : emptySelectionDraft));
  const [errors, setErrors] = useState<SelectionErrors>({});
  // A 400 the server sent that names no field of this form.
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [reading, setReading] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof SelectionDraft>(key: K, value: SelectionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setFormError(null);
  };
  const clear = (...fields: (keyof SelectionErrors)[]) =>
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
  const focusInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const chooseFile = async (file: File | undefined) => {
    clear('list', 'closes');
    if (!file) return set('file', null);
    if (file.size > FILE_BYTES_MAX) {
      return set('file', { name: file.name, problem: tooLarge() });
    }
    setReading(true);
    try {
      const text = await file.text();
      set(
        'file',
        text.length > SELECTION_LIMITS.csvMaxChars
          ? { name: file.name, problem: tooLarge() }
          : { name: file.name, text },
      );
    } catch {
      set('file', { name: file.name, problem: t('admin:selection.errors.fileUnreadable') });
    } finally {
      setReading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = selectionRequest(draft, editing);
    if (!request.ok) {
      setErrors(request.errors);
      focusInvalid();
      return;
    }
    setSaving(true);
    try {
      await saveSelectionWindow(request.body);
      notify.success(
        editing ? messages.selectionWindowSaved(request.body.name) : messages.selectionWindowCreated(request.body.name),
      );
      if (!editing) setDraft(emptySelectionDraft);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const field = fieldOfServerMessage(error.message);
        if (field) {
          setErrors({ [field]: error.message });
          focusInvalid();
        } else setFormError(error.message);
        return;
      }
      notify.error(resolveFailureMessage(error, messages.saveSelectionWindowFailed));
      if (error instanceof ApiError && error.status === 404) onMissing();
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    draft,
    errors,
    formError,
    saving,
    reading,
    set,
    clear,
    chooseFile: (file: File | undefined) => void chooseFile(file),
    submit: (event: FormEvent) => void submit(event),
  };
}

/** The state the form's sections share: everything but the form itself. */
export type SelectionDraftState = Omit<ReturnType<typeof useSelectionDraft>, 'form'>;
