// The periodic sweep: releases lapsed bed holds, offers the beds freed for the waitlist (a lapsed hold, a refund, a
// check-out, a declined or expired offer) to the first in each line, and queues the notifications that fall due with
// time.
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import { sweepExpiredHolds, type PaymentDeps } from './use-cases.js';

/** A hold's payer is reminded this many minutes before it ends, in time to finish paying. */
export const HOLD_REMINDER_MINUTES = 5;

/** Sweeps every `intervalMs`, keeping offered beds for `offerHours`; each run resolves to the number of holds released. */
export function startHoldSweep(deps: PaymentDeps, offerHours: number, intervalMs: number): Periodic {
  return startPeriodic(
    'hold sweep',
    async () => {
      const released = await sweepExpiredHolds(deps);
      await deps.store.sweepWaitlist(offerHours);
      await deps.store.queueDueNotifications(HOLD_REMINDER_MINUTES);
      return released;
    },
    intervalMs,
    deps.logger,
  );
}
