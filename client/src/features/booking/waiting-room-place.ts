// The waiting room's place and wait in words: 12 → "12th", 170 seconds → "about 3 minutes" (in the language being read).
import { t } from '../../lib/i18n';

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd"; in Hindi "12वाँ". */
export function ordinal(n: number): string {
  return t('booking:line.ordinal', { count: n, ordinal: true });
}

const minutesOf = (count: number) => t('booking:line.minutes', { count });
const hoursOf = (count: number) => t('booking:line.hours', { count });

/**
 * The server's estimate in whole minutes (it is only an estimate: seconds would claim a precision it lacks), hours
 * beyond sixty: 20 → "less than a minute", 170 → "about 3 minutes", 4500 → "about 1 hour 15 minutes".
 */
export function formatWait(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return t('booking:line.lessThanMinute');
  if (minutes < 60) return t('booking:line.about', { time: minutesOf(minutes) });
  const rest = minutes % 60;
  const hours = hoursOf(Math.floor(minutes / 60));
  const time = rest === 0 ? hours : t('booking:line.hoursAndMinutes', { hours, minutes: minutesOf(rest) });
  return t('booking:line.about', { time });
}
