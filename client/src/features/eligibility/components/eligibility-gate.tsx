// Before the booking wizard: the student's declaration (asked for here if missing), then the hostel's rule for them.
// The page reads both (useEligibility) beside its other checks, so the reads go out together rather than one after
// another.
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useHostels } from '../../../lib/hostels';
import { useQuery } from '../../../lib/use-query';
import { eligibilityProblem, getOwnDeclaration } from '../api/declaration';
import { ruleBroken } from '../eligibility-rule';
import { DeclarationForm } from './declaration';

/**
 * The signed-in student's declaration and the hostel's rule for them, both asked for at once. The rule also reads the
 * student's record: whenever the page saves the record or the declaration (`changed`), the rule is read afresh under a
 * new key, so the answer given before it is never shown meanwhile.
 */
export function useEligibility(userId: string | null, hostel: string) {
  const [saved, setSaved] = useState(0);
  const declaration = useQuery(userId === null ? null : `declaration:${userId}`, getOwnDeclaration);
  const problem = useQuery(userId === null ? null : `eligibility:${userId}:${hostel}:${saved}`, () =>
    eligibilityProblem(hostel),
  );
  const reloadDeclaration = declaration.reload;
  const changed = useCallback(() => {
    setSaved((count) => count + 1);
    reloadDeclaration();
  }, [reloadDeclaration]);
  return { declaration, problem, changed };
}

export interface EligibilityGateProps {
  eligibility: ReturnType<typeof useEligibility>;
  hostel: string;
  /** Shown beside a refusal: the way back to the hostel's rooms. */
  back: ReactNode;
  children: ReactNode;
}

export function EligibilityGate({ eligibility, hostel, back, children }: EligibilityGateProps) {
  const { t } = useTranslation(['eligibility', 'messages']);
  const { declaration, problem } = eligibility;
  const hostels = useHostels();

  const failed = declaration.status === 'error' ? declaration : problem.status === 'error' ? problem : null;
  if (failed) return <RetryMessage role="alert" message={t('messages:somethingWentWrong')} onRetry={failed.reload} />;
  if (declaration.status === 'success' && declaration.data === null) {
    return (
      <div className="card wizard__panel">
        <h2>{t('beforeYouBook')}</h2>
        <DeclarationForm onDeclared={eligibility.changed} />
      </div>
    );
  }
  if (problem.status !== 'success')
    return (
      <p className="wizard-loading" aria-busy="true">
        {t('checking')}
      </p>
    );
  if (problem.data !== null) {
    // Our own words for the rule when the declaration explains it; the database's otherwise.
    const row = hostels.data?.find((candidate) => candidate.name === hostel);
    const rule = (row && declaration.data ? ruleBroken(row, declaration.data) : null) ?? problem.data;
    return (
      <>
        <p className="empty-state" role="alert">
          {t('messages:notEligibleLead')} {rule}
        </p>
        {back}
      </>
    );
  }
  return children;
}
