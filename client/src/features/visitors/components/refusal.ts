// The server's refusal of a visitor's pass said in words with the rule it broke, read from the hostel's rules the page
// shows: outside visiting hours names the hours, a blackout its period and reason, too many the number allowed.
import type { VisitorRules } from '@campus-hostel/contracts/api';
import type { TFunction } from 'i18next';
import { ApiError, normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';

/** The visit asked for, to find the blackout it falls in. */
interface Window {
  from: string;
  to: string;
}

function blackoutWords(t: TFunction<'visitors'>, rules: VisitorRules, visit: Window): string {
  const from = Date.parse(visit.from);
  const to = Date.parse(visit.to);
  const period = rules.blackouts.find(
    (blackout) => Date.parse(blackout.starts_at) < to && Date.parse(blackout.ends_at) > from,
  );
  if (!period) return t('errors.blackoutAny');
  return t('errors.blackout', {
    reason: period.reason,
    from: formatDateTime(period.starts_at),
    to: formatDateTime(period.ends_at),
  });
}

export function refusalWords(t: TFunction<'visitors'>, error: unknown, rules: VisitorRules, visit: Window): string {
  const code = error instanceof ApiError ? error.code : undefined;
  switch (code) {
    case 'outside_hours':
      return t('errors.outside_hours', { from: rules.visit_from, to: rules.visit_to });
    case 'blackout':
      return blackoutWords(t, rules, visit);
    case 'too_many':
      return t('errors.too_many', { count: rules.max_at_once });
    case 'too_far_ahead':
      return rules.days_ahead === 0 ? t('errors.todayOnly') : t('errors.too_far_ahead', { count: rules.days_ahead });
    case 'no_bed':
    case 'in_the_past':
    case 'other_gender':
    case 'banned':
    case 'host_on_leave':
      return t(`errors.${code}`);
    default:
      return normalizeError(error);
  }
}
