// The guest stay sweep: holds whose time ran out end (their nights free, their intents canceled), and refused, void
// and refunded stays get their money back. Each step is idempotent, however often this runs or however many servers.
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import { sweepGuestStays, type GuestPaymentDeps } from './payment.js';

/** Sweeps every `intervalMs` (the hold sweep's interval: a guest room's hold lapses as a bed's does). */
export function startGuestStaySweep(deps: GuestPaymentDeps, intervalMs: number): Periodic {
  return startPeriodic('guest stay sweep', () => sweepGuestStays(deps), intervalMs, deps.logger);
}
