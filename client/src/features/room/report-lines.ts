// The move-in report as the student fills it, item by item, checked before anything is uploaded: a disputed item
// names a condition other than the one listed and says what is wrong; its photos are checked as they are chosen.
import { ROOM_INVENTORY_LIMITS, type ItemCondition, type ReportItem } from '@campus-hostel/contracts/api';

export interface ItemDraft {
  verdict: 'confirmed' | 'disputed';
  condition: ItemCondition | '';
  note: string;
  files: File[];
}

export type DraftProblem = 'conditionRequired' | 'sameCondition' | 'noteRequired' | 'noteTooLong';
export type DraftProblems = Partial<Record<'condition' | 'note', DraftProblem>>;

export const VERDICTS = ['confirmed', 'disputed'] as const;

export const CONFIRMED: ItemDraft = { verdict: 'confirmed', condition: '', note: '', files: [] };

/** What stops a disputed item from being sent; nothing for a confirmed one. */
export function draftProblems(item: ReportItem, draft: ItemDraft): DraftProblems {
  if (draft.verdict === 'confirmed') return {};
  const problems: DraftProblems = {};
  if (draft.condition === '') problems.condition = 'conditionRequired';
  else if (draft.condition === item.listed_condition) problems.condition = 'sameCondition';
  const note = draft.note.trim();
  if (note === '') problems.note = 'noteRequired';
  else if (note.length > ROOM_INVENTORY_LIMITS.noteMax) problems.note = 'noteTooLong';
  return problems;
}

/** Each item's problems, keyed by item id; empty when the report may be sent. */
export function reportProblems(
  items: readonly ReportItem[],
  drafts: Readonly<Record<number, ItemDraft>>,
): Record<number, DraftProblems> {
  const found: Record<number, DraftProblems> = {};
  for (const item of items) {
    const problems = draftProblems(item, drafts[item.item_id] ?? CONFIRMED);
    if (Object.keys(problems).length > 0) found[item.item_id] = problems;
  }
  return found;
}
