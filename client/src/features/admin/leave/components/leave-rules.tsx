// The leave rules of each hostel the caller serves, each editable on its own.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getLeaveRules } from '../api/leave-rules';
import { RulesForm } from './rules-form';

export function LeaveRulesSection() {
  const { t } = useTranslation('leave-office');
  const rules = useQuery('office-leave-rules', getLeaveRules);
  return (
    <section aria-labelledby="leave-rules-title">
      <h2 id="leave-rules-title">{t('rules.title')}</h2>
      <p className="admin-muted">{t('rules.intro')}</p>
      {rules.status === 'error' ? (
        <RetryMessage role="alert" message={t('rules.failed')} onRetry={rules.reload} />
      ) : rules.status === 'success' ? (
        rules.data.length === 0 ? (
          <p className="admin-muted">{t('rules.none')}</p>
        ) : (
          <div className="leave-rules-list">
            {rules.data.map((row) => (
              <RulesForm
                key={row.hostel_name}
                rules={row}
                onSaved={(saved) =>
                  rules.update((shown) => shown.map((old) => (old.hostel_name === saved.hostel_name ? saved : old)))
                }
              />
            ))}
          </div>
        )
      ) : (
        <p role="status">{t('rules.loading')}</p>
      )}
    </section>
  );
}
