// Each served hostel's leave rules, and the office's edit of one hostel's (checked against the contract first, so a
// field out of range is named before anything is sent).
import { leaveApi, saveLeaveRulesBody, type LeaveRules, type SaveLeaveRulesBody } from '@campus-hostel/contracts/api';
import * as z from 'zod/mini';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type RulesField = Exclude<keyof SaveLeaveRulesBody, 'hostel_name'>;
export const RULES_FIELDS: readonly RulesField[] = [
  'notice_hours',
  'max_days',
  'guardian_consent',
  'curfew',
  'late_notice_minutes',
];

export async function getLeaveRules(): Promise<LeaveRules[]> {
  return (await callSignedIn(leaveApi.officeRules, {})).rules;
}

export function saveLeaveRules(body: SaveLeaveRulesBody): Promise<LeaveRules> {
  return callSignedIn(leaveApi.saveRules, { body });
}

/** The fields the contract refuses in these rules; empty when they may be sent. */
export function rulesProblems(body: SaveLeaveRulesBody): RulesField[] {
  const checked = z.safeParse(saveLeaveRulesBody, body);
  if (checked.success) return [];
  return RULES_FIELDS.filter((field) => checked.error.issues.some((issue) => issue.path[0] === field));
}

/** The field a 400 names first ('max_days must be at most 180'), when it names one of the rules. */
export function fieldOfMessage(message: string): RulesField | undefined {
  return RULES_FIELDS.find((field) => message.startsWith(`${field} `));
}
