// The recurring jobs' sweep: each recurring job makes its work order on its due day (IST). make_due_work_orders makes
// each once however often this runs or however many servers run it.
import type { Logger } from 'pino';
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import type { WorkOrderStore } from './store.js';

/** How often due recurring jobs are looked for: a job appears within this long of its day starting. */
export const WORK_ORDER_SWEEP_INTERVAL_MS = 60_000;

export function startWorkOrderSweep(
  deps: { store: WorkOrderStore; logger: Logger },
  intervalMs = WORK_ORDER_SWEEP_INTERVAL_MS,
): Periodic {
  return startPeriodic('work order sweep', () => deps.store.makeDueWorkOrders(), intervalMs, deps.logger);
}
