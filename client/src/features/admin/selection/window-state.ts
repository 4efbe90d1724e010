// A selection window as the office list says it: open now, upcoming or closed, and who may select in it, in words.
import type { SelectionWindow } from '@campus-hostel/contracts/api';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export type WindowState = 'open' | 'upcoming' | 'closed';

/** The state's word in the language being read. */
export function windowStateLabel(state: WindowState): string {
  return t(`admin:selection.states.${state}`);
}

/** Open from opens_at up to (not including) closes_at, as the database decides a hold. */
export function windowState(item: Pick<SelectionWindow, 'opens_at' | 'closes_at'>, now: number): WindowState {
  if (now < Date.parse(item.opens_at)) return 'upcoming';
  return now < Date.parse(item.closes_at) ? 'open' : 'closed';
}

/** "Everyone", "412 listed students", or "50 students every 10 minutes, 412 listed". */
export function audienceWords(
  item: Pick<SelectionWindow, 'audience' | 'slot_size' | 'slot_minutes' | 'members'>,
): string {
  if (item.audience === 'everyone') return t('admin:selection.audience.everyone');
  if (item.audience === 'emails') {
    return t('admin:selection.audience.listed', { count: item.members, n: formatNumber(item.members) });
  }
  const size = t('admin:selection.audience.students', {
    count: item.slot_size ?? 0,
    n: formatNumber(item.slot_size ?? 0),
  });
  const minutes = t('admin:selection.audience.minutes', {
    count: item.slot_minutes ?? 0,
    n: formatNumber(item.slot_minutes ?? 0),
  });
  return t('admin:selection.audience.slots', { size, minutes, listed: formatNumber(item.members) });
}
