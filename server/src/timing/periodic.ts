// A task the server runs every few seconds (the hold sweep, the mail sender): one run at a time, errors logged and
// retried at the next tick, stopped gracefully at shutdown.
import type { Logger } from 'pino';

export interface Periodic {
  /** Runs the task now (or waits for the run in progress); resolves to what it reports, e.g. how many it handled. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** Runs `task` every `intervalMs`; the timer is unref'd so it never keeps the process alive on its own. */
export function startPeriodic(name: string, task: () => Promise<number>, intervalMs: number, logger: Logger): Periodic {
  let running: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => {
      // The database or the mail server may be briefly out of reach; the next tick tries again.
      logger.warn({ err }, `${name} failed`);
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
