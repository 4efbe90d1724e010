// The visitor rules of each hostel the caller serves, the office's edit of one hostel's (checked against the contract
// first, so a field out of range is named before anything is sent), and its blackout periods added and removed.
import {
  saveVisitorRulesBody,
  visitorsApi,
  type AddBlackoutBody,
  type SaveVisitorRulesBody,
  type VisitorBlackout,
  type VisitorRules,
} from '@campus-hostel/contracts/api';
import * as z from 'zod/mini';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type RulesField = Exclude<keyof SaveVisitorRulesBody, 'hostel_name'>;
export const RULES_FIELDS: readonly RulesField[] = [
  'visit_from',
  'visit_to',
  'max_at_once',
  'days_ahead',
  'areas',
  'other_gender',
];

export async function getVisitorRules(): Promise<VisitorRules[]> {
  return (await callSignedIn(visitorsApi.officeRules, {})).rules;
}

export function saveVisitorRules(body: SaveVisitorRulesBody): Promise<VisitorRules> {
  return callSignedIn(visitorsApi.saveRules, { body });
}

/** The fields the contract refuses in these rules; empty when they may be sent. */
export function rulesProblems(body: SaveVisitorRulesBody): RulesField[] {
  const checked = z.safeParse(saveVisitorRulesBody, body);
  if (checked.success) return [];
  return RULES_FIELDS.filter((field) => checked.error.issues.some((issue) => issue.path[0] === field));
}

/** The field a 400 names first ('max_at_once must be at most 10'), when it names one of the rules. */
export function fieldOfMessage(message: string): RulesField | undefined {
  return RULES_FIELDS.find((field) => message.startsWith(`${field} `));
}

export function addBlackout(body: AddBlackoutBody): Promise<VisitorBlackout> {
  return callSignedIn(visitorsApi.addBlackout, { body });
}

export function removeBlackout(id: number): Promise<VisitorBlackout> {
  return callSignedIn(visitorsApi.removeBlackout, { params: { id } });
}
