// The host's visitors through our API: their hostel's rules, their passes, registering, cancelling before entry and
// answering a walk-in at the gate. The server keeps to the hostel's rules and answers each refusal with its code.
import {
  visitorsApi,
  type ConfirmWalkInBody,
  type RegisterVisitorBody,
  type VisitorPass,
  type VisitorRules,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

/** The rules of the hostel the student lives in; null without a bed. */
export async function getVisitorRules(): Promise<VisitorRules | null> {
  return (await callSignedIn(visitorsApi.rules, {})).rules;
}

/** The host's visitors, newest window first. */
export async function getMyVisitors(): Promise<VisitorPass[]> {
  return (await callSignedIn(visitorsApi.mine, {})).passes;
}

export function registerVisitor(body: RegisterVisitorBody): Promise<VisitorPass> {
  return callSignedIn(visitorsApi.register, { body });
}

export function cancelVisitor(id: number): Promise<VisitorPass> {
  return callSignedIn(visitorsApi.cancel, { params: { id } });
}

export function answerWalkIn(id: number, decision: ConfirmWalkInBody['decision']): Promise<VisitorPass> {
  return callSignedIn(visitorsApi.confirm, { params: { id }, body: { decision } });
}
