// Whether a signed-in student may book in a hostel at all, known before they press anything: one bed per student, and
// the hostel's rule for their declaration. Undeclared students are asked on the booking page, so nothing shows here.
import { useTranslation } from 'react-i18next';
import { useHostels } from '../../lib/hostels';
import { useQuery } from '../../lib/use-query';
import { getOwnDeclaration } from './api/declaration';
import { ruleBroken } from './eligibility-rule';

export type BookingRestriction = { kind: 'has-bed' } | { kind: 'not-eligible'; rule: string } | null;

/** `hasBed`: the student's paid bed, as the page's rooms already read it (undefined until known). */
export function useBookingRestriction(userId: string, hostel: string, hasBed: boolean | undefined): BookingRestriction {
  // Re-rendered on a language switch, so the rule is said in the new language.
  useTranslation('eligibility');
  const declaration = useQuery(`declaration:${userId}`, getOwnDeclaration);
  const hostels = useHostels();
  if (hasBed) return { kind: 'has-bed' };
  const row = hostels.data?.find((candidate) => candidate.name === hostel);
  const rule = row && declaration.data ? ruleBroken(row, declaration.data) : null;
  return rule ? { kind: 'not-eligible', rule } : null;
}
