// Whether a leave is over or has started, by the clock the page keeps.

/** A leave not yet over: its pass still shows, and it may still be shortened. */
export function notOver(leave: { to: string }, now: number): boolean {
  return Date.parse(leave.to) > now;
}

/** A leave not yet started: it may still be cancelled. */
export function notStarted(leave: { from: string }, now: number): boolean {
  return Date.parse(leave.from) > now;
}
