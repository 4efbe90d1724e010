// Allotments through our API, which checks the caller's places and applies each change in one transaction.
import {
  allotmentsApi,
  type AllotmentAnswer,
  type AllotmentBody,
  type AllotmentStudent,
  type HostelRuleAnswer,
  type ImportAllotmentsAnswer,
  type OfficeAllotmentRule,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function changeAllotment(body: AllotmentBody): Promise<AllotmentAnswer> {
  return callSignedIn(allotmentsApi.change, { body });
}

export async function findStudents(query: string): Promise<AllotmentStudent[]> {
  return (await callSignedIn(allotmentsApi.findStudents, { body: { query } })).students;
}

export function importAllotments(csv: string, apply: boolean): Promise<ImportAllotmentsAnswer> {
  return callSignedIn(allotmentsApi.import, { body: { csv, apply } });
}

export function setHostelRule(hostel: string, rule: OfficeAllotmentRule): Promise<HostelRuleAnswer> {
  return callSignedIn(allotmentsApi.setHostelRule, { body: { hostel, rule } });
}
