// The periodic sweep that releases lapsed room holds.
import { sweepExpiredHolds, type PaymentDeps } from './payments.js';

export interface HoldSweep {
  /** Runs one sweep now (waiting for one already running); resolves to the number of holds released. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a sweep in progress to finish. */
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs`; the timer is unref'd so it never keeps the process alive on its own. */
export function startHoldSweep(deps: PaymentDeps, intervalMs: number): HoldSweep {
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    running ??= sweepExpiredHolds(deps).finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => {
      // The database may be briefly out of reach; the next tick tries again.
      deps.logger.warn({ err }, 'hold sweep failed');
    });
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
