// The notice sweep: a scheduled notice reaches its audience's bells (and mail, when important) once its time comes.
// Each notice is delivered once however often this runs or however many servers run it (deliver_due_notices).
import type { Logger } from 'pino';
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import type { NoticeStore } from './store.js';

/** How often scheduled notices are looked for: a notice reaches bells within this long of its time. */
export const NOTICE_SWEEP_INTERVAL_MS = 15_000;

/** Delivers due notices every `intervalMs`; each run resolves to how many accounts it reached. */
export function startNoticeSweep(
  deps: { store: NoticeStore; logger: Logger },
  intervalMs = NOTICE_SWEEP_INTERVAL_MS,
): Periodic {
  return startPeriodic('notice sweep', () => deps.store.deliverDueNotices(), intervalMs, deps.logger);
}
