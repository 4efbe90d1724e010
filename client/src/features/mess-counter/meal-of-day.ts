// Which meal a counter is most likely serving now, by the hour in India (every mess day is an IST day).
import type { CounterMeal } from '@campus-hostel/contracts/api';

/** The hour (IST, 0–23, with minutes as a fraction) each meal's counter is taken to close by. */
const ENDS: ReadonlyArray<[CounterMeal, number]> = [
  ['breakfast', 11],
  ['lunch', 16],
  ['snacks', 19],
];

const istClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export function mealAt(at: Date): CounterMeal {
  const parts = istClock.formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  const time = hour + minute / 60;
  return ENDS.find(([, end]) => time < end)?.[0] ?? 'dinner';
}
