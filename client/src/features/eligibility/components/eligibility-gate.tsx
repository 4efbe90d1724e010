// Before the booking wizard: the student's declaration (asked for here if missing), then the hostel's rule for them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useHostels } from '../../../lib/hostels';
import { useQuery } from '../../../lib/use-query';
import { eligibilityProblem, getOwnDeclaration } from '../api/declaration';
import { ruleBroken } from '../eligibility-rule';
import { DeclarationForm } from './declaration';

export interface EligibilityGateProps {
  userId: string;
  hostel: string;
  /** Shown beside a refusal: the way back to the hostel's rooms. */
  back: ReactNode;
  children: ReactNode;
}

export function EligibilityGate({ userId, hostel, back, children }: EligibilityGateProps) {
  const { t } = useTranslation(['eligibility', 'messages']);
  const declaration = useQuery(`declaration:${userId}`, getOwnDeclaration);
  const hostels = useHostels();
  const declared = declaration.status === 'success' && declaration.data !== null;
  const problem = useQuery(declared ? `eligibility:${userId}:${hostel}` : null, () => eligibilityProblem(hostel));

  const failed = declaration.status === 'error' ? declaration : problem.status === 'error' ? problem : null;
  if (failed) return <RetryMessage role="alert" message={t('messages:somethingWentWrong')} onRetry={failed.reload} />;
  if (declaration.status === 'success' && declaration.data === null) {
    return (
      <div className="card wizard__panel">
        <h2>{t('beforeYouBook')}</h2>
        <DeclarationForm onDeclared={declaration.reload} />
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
