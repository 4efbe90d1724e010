// Guardians students proposed, awaiting the office: the student's record keeps its guardian until one is confirmed.
import { leaveApi, type GuardianChange } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type GuardianDecision = 'confirmed' | 'refused';

export async function getGuardianChanges(): Promise<GuardianChange[]> {
  return (await callSignedIn(leaveApi.guardianChanges, {})).changes;
}

export function decideGuardianChange(id: number, decision: GuardianDecision, note: string): Promise<unknown> {
  return callSignedIn(leaveApi.decideGuardian, { params: { id }, body: { decision, note: note.trim() || null } });
}
