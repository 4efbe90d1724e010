// What the office sees of an application's state, in the words the student reads too (lib/status-words): Pending
// until decided, then Approved or Rejected, each with its badge's tone.
import { applicationStateLabel, applicationStateOf, type ApplicationState } from '../../../lib/status-words';
import type { StatusTone } from '../components/resolution';
import type { AdminApplication } from '../types';

const tones: Record<ApplicationState, StatusTone> = { pending: 'pending', approved: 'resolved', rejected: 'rejected' };

/** The application's state in the language being read (call at render or export time). */
export function decisionState(row: Pick<AdminApplication, 'status' | 'decision'>): { label: string; tone: StatusTone } {
  const state = applicationStateOf(row);
  return { label: applicationStateLabel(state), tone: tones[state] };
}
