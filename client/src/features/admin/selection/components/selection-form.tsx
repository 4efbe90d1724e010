// The selection window form (admins): name, opens and closes in local time, hostels, who may select (everyone, a list
// of emails, or slots drawn at random for a list), and the list as a CSV file or pasted; editing may keep the list.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SELECTION_LIMITS, type SelectionAudience, type SelectionWindow } from '@campus-hostel/contracts/api';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { messages } from '../../../../config/messages';
import { ApiError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import type { Hostel } from '../../../../lib/hostels';
import { notify } from '../../../../lib/notifications';
import { resolveFailureMessage } from '../../api/resolve';
import { localInputToIso } from '../../utils/local-time';
import { saveSelectionWindow } from '../api/save-selection-window';
import {
  canKeepList,
  draftOf,
  emptySelectionDraft,
  fieldOfServerMessage,
  lastSlotOpens,
  listSize,
  readList,
  selectionRequest,
  type ListSource,
  type SelectionDraft,
  type SelectionErrors,
} from '../selection-input';

export interface SelectionFormProps {
  /** The window being edited; null creates a new one. */
  editing: SelectionWindow | null;
  hostels: readonly Hostel[];
  onSaved: () => void;
  /** The window is gone (deleted meanwhile): the list is read again. */
  onMissing: () => void;
  /** Leaves editing without saving; absent for a new window. */
  onCancel?: () => void;
}

const AUDIENCES: readonly { value: SelectionAudience; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'emails', label: 'Students listed by email' },
  { value: 'slots', label: 'Time slots drawn at random for a list of students' },
];

/** A file this many bytes long holds more characters than the API takes, whatever its encoding: not even read. */
const FILE_BYTES_MAX = SELECTION_LIMITS.csvMaxChars * 4;
const TOO_LARGE = `is longer than ${SELECTION_LIMITS.csvMaxChars.toLocaleString('en-IN')} characters, the most a list may be`;
const CSV_HINT =
  `One column of emails, one per line; a header such as “email” is optional. At most ` +
  `${SELECTION_LIMITS.csvMaxRows.toLocaleString('en-IN')} emails and ` +
  `${SELECTION_LIMITS.csvMaxChars.toLocaleString('en-IN')} characters.`;

/** What the list will be, in words: how many students, and for slots when the last slot opens. */
function listSummary(draft: SelectionDraft, editing: SelectionWindow | null): string | null {
  const members = listSize(draft, editing);
  if (members === 0) return null;
  const students = `${members.toLocaleString('en-IN')} ${members === 1 ? 'student' : 'students'}`;
  const size = Number(draft.slotSize);
  const minutes = Number(draft.slotMinutes);
  const opensAt = localInputToIso(draft.opens);
  if (draft.audience !== 'slots' || !opensAt || !(size >= 1) || !(minutes >= 1)) return `${students} listed.`;
  const last = lastSlotOpens(opensAt, members, Math.floor(size), Math.floor(minutes)).toISOString();
  return `${students} listed; the last slot opens ${formatDateTime(last)}.`;
}

export function SelectionForm({ editing, hostels, onSaved, onMissing, onCancel }: SelectionFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<SelectionDraft>(() => (editing ? draftOf(editing) : emptySelectionDraft));
  const [errors, setErrors] = useState<SelectionErrors>({});
  // A 400 the server sent that names no field of this form.
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [reading, setReading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Reading a long list takes a moment: once per change of the draft, not on every render.
  const summary = useMemo(() => listSummary(draft, editing), [draft, editing]);
  const read = useMemo(() => readList(draft), [draft]);

  const set = <K extends keyof SelectionDraft>(key: K, value: SelectionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setFormError(null);
  };
  const clear = (...fields: (keyof SelectionErrors)[]) =>
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
  const focusInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const toggleHostel = (name: string, on: boolean) => {
    set('hostels', on ? [...draft.hostels, name] : draft.hostels.filter((hostel) => hostel !== name));
    clear('hostels');
  };

  const chooseFile = async (file: File | undefined) => {
    clear('list', 'closes');
    if (!file) return set('file', null);
    if (file.size > FILE_BYTES_MAX) {
      return set('file', { name: file.name, problem: TOO_LARGE });
    }
    setReading(true);
    try {
      const text = await file.text();
      set(
        'file',
        text.length > SELECTION_LIMITS.csvMaxChars
          ? { name: file.name, problem: TOO_LARGE }
          : { name: file.name, text },
      );
    } catch {
      set('file', { name: file.name, problem: 'could not be read' });
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

  const listed = draft.audience !== 'everyone';
  const sources: readonly { value: ListSource; label: string }[] = [
    ...(canKeepList(editing) && editing
      ? [
          {
            value: 'keep' as const,
            label: `Keep the current list (${editing.members.toLocaleString('en-IN')} students)`,
          },
        ]
      : []),
    { value: 'file', label: 'Upload a CSV file' },
    { value: 'paste', label: 'Paste emails' },
  ];
  const fileProblem = draft.file && 'problem' in draft.file ? draft.file : null;
  const readError = read && 'error' in read ? read.error : null;
  const hostelsError = `${id}-hostels-error`;
  const formErrorId = `${id}-form-error`;

  return (
    <form ref={form} className="form selection-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Name"
        value={draft.name}
        maxLength={SELECTION_LIMITS.nameMax}
        hint="Students see it with their window, e.g. “First years, Kanhar and Gopad”."
        error={errors.name}
        onChange={(event) => {
          set('name', event.target.value);
          clear('name');
        }}
      />
      <div className="selection-form__times">
        <TextField
          label="Opens (your local time)"
          type="datetime-local"
          value={draft.opens}
          error={errors.opens}
          onChange={(event) => {
            set('opens', event.target.value);
            clear('opens', 'closes');
          }}
        />
        <TextField
          label="Closes (your local time)"
          type="datetime-local"
          value={draft.closes}
          min={draft.opens || undefined}
          error={errors.closes}
          onChange={(event) => {
            set('closes', event.target.value);
            clear('closes');
          }}
        />
      </div>

      <fieldset className="selection-choices" aria-describedby={errors.hostels ? hostelsError : undefined}>
        <legend className="field__label">Hostels it covers</legend>
        <div className="selection-hostels">
          {hostels.map((hostel) => (
            <div className="checkbox" key={hostel.name}>
              <input
                type="checkbox"
                id={`${id}-hostel-${hostel.name}`}
                checked={draft.hostels.includes(hostel.name)}
                aria-invalid={errors.hostels ? true : undefined}
                onChange={(event) => toggleHostel(hostel.name, event.target.checked)}
              />
              <label htmlFor={`${id}-hostel-${hostel.name}`}>{hostel.name}</label>
            </div>
          ))}
        </div>
        {errors.hostels ? (
          <p className="field__error" id={hostelsError}>
            {errors.hostels}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="selection-choices">
        <legend className="field__label">Who may select in it</legend>
        {AUDIENCES.map((audience) => (
          <div className="checkbox" key={audience.value}>
            <input
              type="radio"
              id={`${id}-audience-${audience.value}`}
              name={`${id}-audience`}
              value={audience.value}
              checked={draft.audience === audience.value}
              onChange={() => {
                set('audience', audience.value);
                clear('slotSize', 'slotMinutes', 'list', 'closes');
              }}
            />
            <label htmlFor={`${id}-audience-${audience.value}`}>{audience.label}</label>
          </div>
        ))}
      </fieldset>

      {draft.audience === 'slots' ? (
        <fieldset className="selection-choices">
          <legend className="field__label">Slots, drawn at random from the window’s opening</legend>
          <div className="selection-form__times">
            <TextField
              label="Students per slot"
              type="number"
              inputMode="numeric"
              min={1}
              max={SELECTION_LIMITS.slotSizeMax}
              step={1}
              value={draft.slotSize}
              error={errors.slotSize}
              onChange={(event) => {
                set('slotSize', event.target.value);
                clear('slotSize', 'closes');
              }}
            />
            <TextField
              label="Minutes per slot"
              type="number"
              inputMode="numeric"
              min={1}
              max={SELECTION_LIMITS.slotMinutesMax}
              step={1}
              value={draft.slotMinutes}
              error={errors.slotMinutes}
              onChange={(event) => {
                set('slotMinutes', event.target.value);
                clear('slotMinutes', 'closes');
              }}
            />
          </div>
        </fieldset>
      ) : null}

      {listed ? (
        <fieldset className="selection-choices">
          <legend className="field__label">The list of students</legend>
          {sources.map((source) => (
            <div className="checkbox" key={source.value}>
              <input
                type="radio"
                id={`${id}-source-${source.value}`}
                name={`${id}-source`}
                value={source.value}
                checked={draft.source === source.value}
                onChange={() => {
                  set('source', source.value);
                  clear('list', 'closes');
                }}
              />
              <label htmlFor={`${id}-source-${source.value}`}>{source.label}</label>
            </div>
          ))}
          {draft.source === 'file' ? (
            <TextField
              label="CSV file of emails"
              type="file"
              accept=".csv,text/csv,text/plain"
              className="selection-form__file"
              hint={CSV_HINT}
              error={errors.list ?? (fileProblem ? `The file ${fileProblem.problem}` : (readError ?? undefined))}
              aria-busy={reading || undefined}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          ) : null}
          {draft.source === 'paste' ? (
            <TextAreaField
              label="Emails, one per line"
              value={draft.pasted}
              rows={6}
              maxLength={SELECTION_LIMITS.csvMaxChars}
              hint={CSV_HINT}
              error={errors.list}
              onChange={(event) => {
                set('pasted', event.target.value);
                clear('list', 'closes');
              }}
            />
          ) : null}
          <p className="admin-muted selection-form__summary" aria-live="polite">
            {reading ? 'Reading the file…' : summary}
          </p>
        </fieldset>
      ) : null}

      {formError ? (
        <p className="field__error" id={formErrorId} role="alert">
          {formError}
        </p>
      ) : null}
      <div className="selection-form__actions">
        <Button
          type="submit"
          busy={saving}
          busyLabel="Saving..."
          disabled={saving || reading}
          aria-describedby={formError ? formErrorId : undefined}
        >
          {editing ? 'Save changes' : 'Create window'}
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
