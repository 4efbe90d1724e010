// Status by application ID for anyone, through the application_decision() function: the state, the decision and the
// office's note, nothing else (no table reads, no emails). Read with a plain fetch, as the status page's other reads.
import { rpcPublic } from '../../../lib/public-rest';

export type ApplicationStatus = { state: 'pending' } | { state: 'approved' | 'rejected'; note: string | null };

interface DecisionRow {
  status: boolean;
  decision: string | null;
  decision_note: string | null;
}

/** Where the application stands, or null when no application has that ID. */
export async function checkApplicationStatus(applicationId: string): Promise<ApplicationStatus | null> {
  const rows = await rpcPublic<DecisionRow[]>('application_decision', { p_application_id: applicationId.trim() });
  const row = rows[0];
  if (!row) return null;
  if (!row.status) return { state: 'pending' };
  // A decided application without a decision (the one-button Resolve, before decisions existed) was an approval.
  return { state: row.decision === 'rejected' ? 'rejected' : 'approved', note: row.decision_note };
}
