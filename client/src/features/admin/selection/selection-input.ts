// The selection window form's values, checked the way the API checks them (contracts' saveSelectionWindowBody), with a
// message per field; the list of emails is read with the contracts' own CSV reader, so a bad line shows before sending.
import {
  parseEmailsCsv,
  SELECTION_LIMITS,
  type SaveSelectionWindowBody,
  type SelectionAudience,
  type SelectionWindow,
} from '@campus-hostel/contracts/api';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { isoToLocalInput, localInputToIso } from '../utils/local-time';

/** Where an emails or slots window's list comes from: kept as saved (editing only), a CSV file, or pasted. */
export type ListSource = 'keep' | 'file' | 'paste';

export interface SelectionDraft {
  name: string;
  /** datetime-local values ('2026-12-01T09:30') in the reader's time zone. */
  opens: string;
  closes: string;
  hostels: string[];
  audience: SelectionAudience;
  slotSize: string;
  slotMinutes: string;
  source: ListSource;
  /** The chosen CSV file, read (or why it could not be, as a sentence); null until one is chosen. */
  file: { name: string; text: string } | { name: string; problem: string } | null;
  pasted: string;
}

export type SelectionField = 'name' | 'opens' | 'closes' | 'hostels' | 'slotSize' | 'slotMinutes' | 'list';
export type SelectionErrors = Partial<Record<SelectionField, string>>;

export const emptySelectionDraft: SelectionDraft = {
  name: '',
  opens: '',
  closes: '',
  hostels: [],
  audience: 'everyone',
  slotSize: '',
  slotMinutes: '',
  source: 'file',
  file: null,
  pasted: '',
};

/** The form filled from a window being edited: its list is kept unless another is given. */
export function draftOf(saved: SelectionWindow): SelectionDraft {
  return {
    ...emptySelectionDraft,
    name: saved.name,
    opens: isoToLocalInput(saved.opens_at),
    closes: isoToLocalInput(saved.closes_at),
    hostels: [...saved.hostels],
    audience: saved.audience,
    slotSize: saved.slot_size === null ? '' : String(saved.slot_size),
    slotMinutes: saved.slot_minutes === null ? '' : String(saved.slot_minutes),
    source: saved.members > 0 ? 'keep' : 'file',
  };
}

/** Whether the edited window has a list this draft may keep. */
export function canKeepList(editing: SelectionWindow | null): boolean {
  return editing !== null && editing.members > 0;
}

/** The CSV text the draft would send: the file's or the pasted one; null when the list is kept or not needed. */
export function listText(draft: SelectionDraft): string | null {
  if (draft.audience === 'everyone' || draft.source === 'keep') return null;
  if (draft.source === 'paste') return draft.pasted;
  return draft.file && 'text' in draft.file ? draft.file.text : null;
}

/** What the list the draft would send reads as: its emails, or the first problem naming its line. */
export function readList(draft: SelectionDraft): { emails: string[] } | { error: string } | null {
  const text = listText(draft);
  if (text === null) return null;
  if (text.length > SELECTION_LIMITS.csvMaxChars) {
    return { error: t('admin:selection.errors.listTooLong', { max: formatNumber(SELECTION_LIMITS.csvMaxChars) }) };
  }
  const parsed = parseEmailsCsv(text);
  if ('emails' in parsed) return parsed;
  // The reader answers "line 3: …" or "must list at least one email" in the contract's words: as a sentence under the
  // list field.
  const { error } = parsed;
  return {
    error: error.startsWith('must')
      ? t('admin:selection.errors.listProblem', { error })
      : error.charAt(0).toUpperCase() + error.slice(1),
  };
}

function wholeNumber(value: string, what: string, max: number): { value: number } | { error: string } {
  const trimmed = value.trim();
  if (trimmed === '') return { error: t('admin:selection.errors.required', { what }) };
  const number = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || number < 1 || number > max) {
    return { error: t('admin:selection.errors.wholeNumber', { what, max: formatNumber(max) }) };
  }
  return { value: number };
}

/** When the last slot opens, for `members` students drawn into slots of `size` every `minutes` from `opensAt`. */
export function lastSlotOpens(opensAt: string, members: number, size: number, minutes: number): Date {
  const slots = Math.floor((Math.max(members, 1) - 1) / size);
  return new Date(Date.parse(opensAt) + slots * minutes * 60_000);
}

/** How many students the draft's list holds: the kept list's count, or the emails read; 0 while unknown. */
export function listSize(draft: SelectionDraft, editing: SelectionWindow | null): number {
  if (draft.audience === 'everyone') return 0;
  if (draft.source === 'keep') return editing?.members ?? 0;
  const read = readList(draft);
  return read && 'emails' in read ? read.emails.length : 0;
}

function listError(draft: SelectionDraft, editing: SelectionWindow | null): string | undefined {
  if (draft.audience === 'everyone') return undefined;
  if (draft.source === 'keep') return canKeepList(editing) ? undefined : t('admin:selection.errors.giveList');
  if (draft.source === 'file' && draft.file === null) return t('admin:selection.errors.chooseFile');
  if (draft.file && 'problem' in draft.file && draft.source === 'file') return draft.file.problem;
  if (draft.source === 'paste' && draft.pasted.trim() === '') return t('admin:selection.errors.pasteEmails');
  const read = readList(draft);
  return read && 'error' in read ? read.error : undefined;
}

/**
 * The body to POST for this draft of window `editing` (null: a new window), or what is wrong with each field.
 * The CSV is sent as read, for the server to read again: it stays the one judge of the list.
 */
export function selectionRequest(
  draft: SelectionDraft,
  editing: SelectionWindow | null,
): { ok: true; body: SaveSelectionWindowBody } | { ok: false; errors: SelectionErrors } {
  const errors: SelectionErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = t('admin:selection.errors.required', { what: t('admin:selection.form.name') });
  else if (name.length > SELECTION_LIMITS.nameMax)
    errors.name = t('admin:selection.errors.nameTooLong', { max: SELECTION_LIMITS.nameMax });

  const opensAt = localInputToIso(draft.opens);
  const closesAt = localInputToIso(draft.closes);
  if (draft.opens === '') errors.opens = t('admin:selection.errors.chooseOpens');
  else if (opensAt === null) errors.opens = t('admin:notices.errors.realTime');
  if (draft.closes === '') errors.closes = t('admin:selection.errors.chooseCloses');
  else if (closesAt === null) errors.closes = t('admin:notices.errors.realTime');
  else if (opensAt !== null) {
    const length = Date.parse(closesAt) - Date.parse(opensAt);
    if (length <= 0) errors.closes = t('admin:selection.errors.closeAfterOpen');
    else if (length > SELECTION_LIMITS.lengthMaxDays * 86_400_000) {
      errors.closes = t('admin:selection.errors.tooLongOpen', { days: SELECTION_LIMITS.lengthMaxDays });
    }
  }

  if (draft.hostels.length === 0) errors.hostels = t('admin:selection.errors.chooseHostel');

  const slots = draft.audience === 'slots';
  const size = slots
    ? wholeNumber(draft.slotSize, t('admin:selection.form.slotSize'), SELECTION_LIMITS.slotSizeMax)
    : null;
  const minutes = slots
    ? wholeNumber(draft.slotMinutes, t('admin:selection.form.slotMinutes'), SELECTION_LIMITS.slotMinutesMax)
    : null;
  if (size && 'error' in size) errors.slotSize = size.error;
  if (minutes && 'error' in minutes) errors.slotMinutes = minutes.error;

  const list = listError(draft, editing);
  if (list) errors.list = list;

  // The database refuses slots whose last one would start at or after the close: say so before sending.
  const members = listSize(draft, editing);
  if (size && 'value' in size && minutes && 'value' in minutes && opensAt && closesAt && !errors.closes && members) {
    if (lastSlotOpens(opensAt, members, size.value, minutes.value).getTime() >= Date.parse(closesAt)) {
      errors.closes = t('admin:selection.errors.lastSlot');
    }
  }

  if (Object.keys(errors).length > 0 || opensAt === null || closesAt === null) return { ok: false, errors };
  return {
    ok: true,
    body: {
      id: editing?.id ?? null,
      name,
      opens_at: opensAt,
      closes_at: closesAt,
      hostels: draft.hostels,
      audience: draft.audience,
      slot_size: size && 'value' in size ? size.value : null,
      slot_minutes: minutes && 'value' in minutes ? minutes.value : null,
      emails_csv: listText(draft),
    },
  };
}

/** The form field a server's 400 names first ("closes_at must be after opens_at"), if it names one. */
const SERVER_FIELDS: Record<string, SelectionField> = {
  name: 'name',
  opens_at: 'opens',
  closes_at: 'closes',
  hostels: 'hostels',
  slot_size: 'slotSize',
  slot_minutes: 'slotMinutes',
  emails_csv: 'list',
};

export function fieldOfServerMessage(message: string): SelectionField | undefined {
  const first = /^[a-z_]+/.exec(message)?.[0];
  return first !== undefined && Object.hasOwn(SERVER_FIELDS, first) ? SERVER_FIELDS[first] : undefined;
}
