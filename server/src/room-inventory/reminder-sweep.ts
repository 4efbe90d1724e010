// The condition reports' reminders: a student whose move-in report is unsent is told a day after check-in and again 12
// hours before it is due. Each reminder is sent once however often this runs or however many servers run it
// (remind_condition_reports).
import type { Logger } from 'pino';
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import type { RoomInventoryStore } from './store.js';

/** How often unsent reports are looked for: a reminder reaches its student within this long of its time. */
export const REPORT_REMINDER_INTERVAL_MS = 5 * 60_000;

/** Sends due reminders every `intervalMs`; each run resolves to how many were sent. */
export function startReportReminders(
  deps: { store: RoomInventoryStore; logger: Logger },
  intervalMs = REPORT_REMINDER_INTERVAL_MS,
): Periodic {
  return startPeriodic(
    'condition report reminders',
    () => deps.store.remindConditionReports(),
    intervalMs,
    deps.logger,
  );
}
