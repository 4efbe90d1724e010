// The profile's residence details: the declaration once given, or the form to give it.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { useSettled } from '../../../components/ui/settle-group';
import { NO_SEED, useSeededQuery, type Seed } from '../../../lib/use-seeded-query';
import { getOwnDeclaration, type Declaration } from '../api/declaration';
import { DeclarationForm, DeclarationSummary } from './declaration';

/** `first`: the declaration as the page's own read brought it, if it did. */
export function ResidenceDetails({ userId, first = NO_SEED }: { userId: string; first?: Seed<Declaration | null> }) {
  const { t } = useTranslation('eligibility');
  const declaration = useSeededQuery(`declaration:${userId}`, first, getOwnDeclaration);
  useSettled(declaration.status !== 'loading');
  if (declaration.status === 'error') {
    return <RetryMessage role="alert" message={messages.fetchDeclarationFailed} onRetry={declaration.reload} />;
  }
  if (declaration.status !== 'success') return <p aria-busy="true">{t('loading')}</p>;
  if (declaration.data === null) return <DeclarationForm onDeclared={declaration.reload} />;
  return <DeclarationSummary declaration={declaration.data} />;
}
