// The selection window form's sections: the hostels it covers, who may select, the slots, and the list of students
// (kept, uploaded as a CSV file or pasted) with what it will be in words.
import { SELECTION_LIMITS, type SelectionAudience, type SelectionWindow } from '@campus-hostel/contracts/api';
import { useMemo } from 'react';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { formatDateTime } from '../../../../lib/format';
import type { Hostel } from '../../../../lib/hostels';
import { localInputToIso } from '../../utils/local-time';
import {
  canKeepList,
  lastSlotOpens,
  listSize,
  readList,
  type ListSource,
  type SelectionDraft,
} from '../selection-input';
import type { SelectionDraftState } from './use-selection-draft';

/** A section of the form: the form's state and the form's id, which prefixes its inputs' ids. */
interface SectionProps {
  state: SelectionDraftState;
  id: string;
}

const AUDIENCES: readonly { value: SelectionAudience; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'emails', label: 'Students listed by email' },
  { value: 'slots', label: 'Time slots drawn at random for a list of students' },
];

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

export function HostelChoices({ state, id, hostels }: SectionProps & { hostels: readonly Hostel[] }) {
  const { draft, errors, set, clear } = state;
  const hostelsError = `${id}-hostels-error`;
  const toggleHostel = (name: string, on: boolean) => {
    set('hostels', on ? [...draft.hostels, name] : draft.hostels.filter((hostel) => hostel !== name));
    clear('hostels');
  };
  return (
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
  );
}

export function AudienceChoices({ state, id }: SectionProps) {
  const { draft, set, clear } = state;
  return (
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
  );
}

export function SlotFields({ state }: { state: SelectionDraftState }) {
  const { draft, errors, set, clear } = state;
  return (
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
  );
}

export function ListChoices({ state, id, editing }: SectionProps & { editing: SelectionWindow | null }) {
  const { draft, errors, reading, set, clear } = state;
  // Reading a long list takes a moment: once per change of the draft, not on every render.
  const summary = useMemo(() => listSummary(draft, editing), [draft, editing]);
  const read = useMemo(() => readList(draft), [draft]);
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
  return (
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
          onChange={(event) => state.chooseFile(event.target.files?.[0])}
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
  );
}
