// The guardian changes awaiting the office: a warden's residents', or every one for the whole office.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getGuardianChanges } from '../api/guardian-changes';
import { GuardianChangeItem } from './guardian-change';

export function GuardianChanges() {
  const { t } = useTranslation('leave-office');
  const changes = useQuery('office-guardian-changes', getGuardianChanges);
  return (
    <section aria-labelledby="guardian-changes-title">
      <h2 id="guardian-changes-title">{t('guardians.title')}</h2>
      <p className="admin-muted">{t('guardians.intro')}</p>
      {changes.status === 'error' ? (
        <RetryMessage role="alert" message={t('guardians.failed')} onRetry={changes.reload} />
      ) : changes.status === 'success' ? (
        changes.data.length === 0 ? (
          <p className="admin-muted">{t('guardians.none')}</p>
        ) : (
          <ul className="leave-guardians">
            {changes.data.map((change) => (
              <GuardianChangeItem key={change.id} change={change} onDecided={changes.reload} />
            ))}
          </ul>
        )
      ) : (
        <p role="status">{t('guardians.loading')}</p>
      )}
    </section>
  );
}
