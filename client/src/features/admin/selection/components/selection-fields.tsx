// The selection window form's sections: the hostels it covers, who may select, the slots, and the list of students
// (kept, uploaded as a CSV file or pasted) with what it will be in words.
import { SELECTION_LIMITS, type SelectionAudience, type SelectionWindow } from '@campus-hostel/contracts/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import type { Hostel } from '../../../../lib/hostels';
import { t } from '../../../../lib/i18n';
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

const AUDIENCES: readonly SelectionAudience[] = ['everyone', 'emails', 'slots'];

const csvHint = () =>
  t('admin:selection.form.csvHint', {
    rows: formatNumber(SELECTION_LIMITS.csvMaxRows),
    chars: formatNumber(SELECTION_LIMITS.csvMaxChars),
  });

/** What the list will be, in words: how many students, and for slots when the last slot opens. */
function listSummary(draft: SelectionDraft, editing: SelectionWindow | null): string | null {
  const members = listSize(draft, editing);
  if (members === 0) return null;
  const students = t('admin:selection.form.students', { count: members, n: formatNumber(members) });
  const size = Number(draft.slotSize);
  const minutes = Number(draft.slotMinutes);
  const opensAt = localInputToIso(draft.opens);
  if (draft.audience !== 'slots' || !opensAt || !(size >= 1) || !(minutes >= 1))
    return t('admin:selection.form.listed', { students });
  const last = lastSlotOpens(opensAt, members, Math.floor(size), Math.floor(minutes)).toISOString();
  return t('admin:selection.form.listedLastSlot', { students, time: formatDateTime(last) });
}

export function HostelChoices({ state, id, hostels }: SectionProps & { hostels: readonly Hostel[] }) {
  const { t } = useTranslation('admin');
  const { draft, errors, set, clear } = state;
  const hostelsError = `${id}-hostels-error`;
  const toggleHostel = (name: string, on: boolean) => {
    set('hostels', on ? [...draft.hostels, name] : draft.hostels.filter((hostel) => hostel !== name));
    clear('hostels');
  };
  return (
    <fieldset className="selection-choices" aria-describedby={errors.hostels ? hostelsError : undefined}>
      <legend className="field__label">{t('selection.form.hostels')}</legend>
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
  const { t } = useTranslation('admin');
  const { draft, set, clear } = state;
  return (
    <fieldset className="selection-choices">
      <legend className="field__label">{t('selection.form.who')}</legend>
      {AUDIENCES.map((value) => ({ value, label: t(`selection.form.audiences.${value}`) })).map((audience) => (
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
  const { t } = useTranslation('admin');
  const { draft, errors, set, clear } = state;
  return (
    <fieldset className="selection-choices">
      <legend className="field__label">{t('selection.form.slots')}</legend>
      <div className="selection-form__times">
        <TextField
          label={t('selection.form.slotSize')}
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
          label={t('selection.form.slotMinutes')}
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
  const { t } = useTranslation('admin');
  const { draft, errors, reading, set, clear } = state;
  // Reading a long list takes a moment: once per change of the draft, not on every render.
  const summary = useMemo(() => listSummary(draft, editing), [draft, editing]);
  const read = useMemo(() => readList(draft), [draft]);
  const sources: readonly { value: ListSource; label: string }[] = [
    ...(canKeepList(editing) && editing
      ? [
          {
            value: 'keep' as const,
            label: t('selection.form.keepList', { n: formatNumber(editing.members) }),
          },
        ]
      : []),
    { value: 'file', label: t('selection.form.upload') },
    { value: 'paste', label: t('selection.form.paste') },
  ];
  const fileProblem = draft.file && 'problem' in draft.file ? draft.file : null;
  const readError = read && 'error' in read ? read.error : null;
  return (
    <fieldset className="selection-choices">
      <legend className="field__label">{t('selection.form.list')}</legend>
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
          label={t('selection.form.csvFile')}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="selection-form__file"
          hint={csvHint()}
          error={errors.list ?? fileProblem?.problem ?? readError ?? undefined}
          aria-busy={reading || undefined}
          onChange={(event) => state.chooseFile(event.target.files?.[0])}
        />
      ) : null}
      {draft.source === 'paste' ? (
        <TextAreaField
          label={t('selection.form.emails')}
          value={draft.pasted}
          rows={6}
          maxLength={SELECTION_LIMITS.csvMaxChars}
          hint={csvHint()}
          error={errors.list}
          onChange={(event) => {
            set('pasted', event.target.value);
            clear('list', 'closes');
          }}
        />
      ) : null}
      <p className="admin-muted selection-form__summary" aria-live="polite">
        {reading ? t('selection.form.reading') : summary}
      </p>
    </fieldset>
  );
}
