// A moment as a form's date-and-time field holds it: always in IST, the institute's zone, wherever the reader's device
// is. India keeps no summer time, so IST is UTC+05:30 all year.
const IST_OFFSET_MS = 330 * 60_000;

/** An ISO moment as a datetime-local value in IST: '2026-12-01T09:30'. */
export function istInputValue(iso: string | number): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, as the ISO moment the API takes ('…T09:30:00+05:30'); null when not a time. */
export function fromIstInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00+05:30`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** A date field's value and a time field's value ('2026-12-01', '09:30') read together as IST; null unless both are. */
export function fromIstDayAndTime(day: string, time: string): string | null {
  return /^\d{2}:\d{2}$/.test(time) ? fromIstInput(`${day}T${time}`) : null;
}

/** The day a moment falls on in IST, as a date field holds it: '2026-12-01'. */
export function istDayValue(iso: string | number): string {
  return istInputValue(iso).slice(0, 10);
}
