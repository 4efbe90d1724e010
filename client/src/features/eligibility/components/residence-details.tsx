// The profile's residence details: the declaration once given, or the form to give it.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { useSettled } from '../../../components/ui/settle-group';
import { useQuery } from '../../../lib/use-query';
import { getOwnDeclaration } from '../api/declaration';
import { DeclarationForm, DeclarationSummary } from './declaration';

export function ResidenceDetails({ userId }: { userId: string }) {
  const { t } = useTranslation('eligibility');
  const declaration = useQuery(`declaration:${userId}`, getOwnDeclaration);
  useSettled(declaration.status !== 'loading');
  if (declaration.status === 'error') {
    return <RetryMessage role="alert" message={messages.fetchDeclarationFailed} onRetry={declaration.reload} />;
  }
  if (declaration.status !== 'success') return <p aria-busy="true">{t('loading')}</p>;
  if (declaration.data === null) return <DeclarationForm onDeclared={declaration.reload} />;
  return <DeclarationSummary declaration={declaration.data} />;
}
