// The waiting room's place and wait in words: 12 → "12th", 170 seconds → "about 3 minutes".

const SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  return `${n}${SUFFIXES[ordinalRules.select(n)] ?? 'th'}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The server's estimate in whole minutes (it is only an estimate: seconds would claim a precision it lacks), hours
 * beyond sixty: 20 → "less than a minute", 170 → "about 3 minutes", 4500 → "about 1 hour 15 minutes".
 */
export function formatWait(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `about ${plural(minutes, 'minute')}`;
  const rest = minutes % 60;
  const hours = plural(Math.floor(minutes / 60), 'hour');
  return `about ${rest === 0 ? hours : `${hours} ${plural(rest, 'minute')}`}`;
}
