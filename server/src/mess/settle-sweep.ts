// The mess registration sweep: a period whose window has closed is settled (lottery drawn, the rest placed in their
// hostel's default mess, everyone told), and students who got a bed since are placed. settle_mess_periods does each
// once however often this runs or however many servers run it.
import type { Logger } from 'pino';
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import type { MessStore } from './store.js';

/** How often closed windows are looked for: a student learns where they eat within this long of the close. */
export const MESS_SWEEP_INTERVAL_MS = 15_000;

export function startMessSweep(
  deps: { store: MessStore; logger: Logger },
  intervalMs = MESS_SWEEP_INTERVAL_MS,
): Periodic {
  return startPeriodic('mess sweep', () => deps.store.settleMessPeriods(), intervalMs, deps.logger);
}
