// What the office sees of an application's state: Pending until decided, then the decision.
import type { StatusTone } from '../components/resolution';
import type { AdminApplication } from '../types';

export type DecisionLabel = 'Pending' | 'Approved' | 'Rejected';

/** A decided application without a decision (the one-button Resolve, before decisions existed) was an approval. */
export function decisionLabel(row: Pick<AdminApplication, 'status' | 'decision'>): DecisionLabel {
  if (!row.status) return 'Pending';
  return row.decision === 'rejected' ? 'Rejected' : 'Approved';
}

export function decisionTone(label: DecisionLabel): StatusTone {
  if (label === 'Pending') return 'pending';
  return label === 'Rejected' ? 'rejected' : 'resolved';
}
