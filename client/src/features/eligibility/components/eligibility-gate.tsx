// Before the booking wizard: the student's declaration (asked for here if missing), then the hostel's rule for them.
import type { ReactNode } from 'react';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { useQuery } from '../../../lib/use-query';
import { eligibilityProblem, getOwnDeclaration } from '../api/declaration';
import { DeclarationForm } from './declaration';

export interface EligibilityGateProps {
  userId: string;
  hostel: string;
  /** Shown beside a refusal: the way back to the hostel's rooms. */
  back: ReactNode;
  children: ReactNode;
}

export function EligibilityGate({ userId, hostel, back, children }: EligibilityGateProps) {
  const declaration = useQuery(`declaration:${userId}`, getOwnDeclaration);
  const declared = declaration.status === 'success' && declaration.data !== null;
  const problem = useQuery(declared ? `eligibility:${userId}:${hostel}` : null, () => eligibilityProblem(hostel));

  const failed = declaration.status === 'error' ? declaration : problem.status === 'error' ? problem : null;
  if (failed) return <RetryMessage role="alert" message={messages.somethingWentWrong} onRetry={failed.reload} />;
  if (declaration.status === 'success' && declaration.data === null) {
    return (
      <div className="card wizard__panel">
        <h2>Before you book</h2>
        <DeclarationForm onDeclared={declaration.reload} />
      </div>
    );
  }
  if (problem.status !== 'success')
    return (
      <p className="wizard-loading" aria-busy="true">
        Checking who may book here…
      </p>
    );
  if (problem.data !== null) {
    return (
      <>
        <p className="empty-state" role="alert">
          {messages.notEligibleLead} {problem.data}
        </p>
        {back}
      </>
    );
  }
  return children;
}
