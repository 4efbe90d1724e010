// Who may book where, in our words: the database's eligibility_problem() keeps the last word at the hold, and this
// reads the same rule from the student's declaration and the hostel's kind, so a page can say it before Book Now.
import type { HostelKind } from '@campus-hostel/contracts/database';
import { t } from '../../lib/i18n';
import type { Declaration } from './api/declaration';

/** The rule the declaration breaks in the hostel, in the language being read; null when the student may book there. */
export function ruleBroken(
  hostel: { name: string; kind: HostelKind },
  declaration: Pick<Declaration, 'gender' | 'married'>,
): string | null {
  const values = { hostel: hostel.name };
  if (hostel.kind === 'boys' && declaration.gender !== 'male') return t('eligibility:rule.boys', values);
  if (hostel.kind === 'girls' && declaration.gender !== 'female') return t('eligibility:rule.girls', values);
  if (hostel.kind === 'married' && !declaration.married) return t('eligibility:rule.married', values);
  return null;
}
