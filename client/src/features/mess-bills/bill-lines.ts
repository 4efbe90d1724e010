// The bill's lines as the page shows them: the days in order with their lines, and the office's corrections and the
// payments apart.
import type { BillLine } from '@campus-hostel/contracts/api';

export interface BillDay {
  day: string;
  lines: BillLine[];
  total: number;
}

const DAY_KINDS: ReadonlySet<BillLine['kind']> = new Set(['day', 'rebate', 'extra', 'guest_meal']);

export function billDays(lines: readonly BillLine[]): BillDay[] {
  const days = new Map<string, BillDay>();
  for (const line of lines) {
    if (!DAY_KINDS.has(line.kind)) continue;
    const day = days.get(line.on_day) ?? { day: line.on_day, lines: [], total: 0 };
    day.lines.push(line);
    day.total += line.amount_minor;
    days.set(line.on_day, day);
  }
  return [...days.values()];
}

export function linesOf(lines: readonly BillLine[], kind: 'correction' | 'payment'): BillLine[] {
  return lines.filter((line) => line.kind === kind);
}
