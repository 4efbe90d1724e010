// Approving or rejecting an application, with an optional note the student sees: through our API as the signed-in
// member of the office (the server checks the role and records it in the audit log).
import {
  decideApplicationBody,
  officeApi,
  type ApplicationDecision,
  type DecideApplicationAnswer,
  type DecideApplicationBody,
} from '@campus-hostel/contracts/api';
import * as z from 'zod/mini';
import { callSignedIn } from '../../../../lib/signed-in-call';

/** The longest note the contract takes. */
export const NOTE_MAX = 1000;

/** What is wrong with a note, in the contract's words (e.g. 'must be at most 1000 characters'); undefined when fine. */
export function noteProblem(note: string): string | undefined {
  const checked = z.safeParse(decideApplicationBody, { application_id: 'A', decision: 'approved', note });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

export function decideApplication(
  applicationId: string,
  decision: ApplicationDecision,
  note: string,
): Promise<DecideApplicationAnswer> {
  const body: DecideApplicationBody = { application_id: applicationId, decision, note: note.trim() || null };
  return callSignedIn(officeApi.decideApplication, { body: body });
}
