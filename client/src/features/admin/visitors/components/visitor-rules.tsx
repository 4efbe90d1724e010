// The chosen hostel's visitor rules, editable, and its blackout periods, added and removed; read once for every hostel
// the caller serves, and kept as the server answers each change.
import type { VisitorBlackout, VisitorRules } from '@campus-hostel/contracts/api';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getVisitorRules } from '../api/visitor-rules';
import { Blackouts } from './blackouts';
import { VisitorRulesForm } from './visitor-rules-form';

const without = (blackouts: readonly VisitorBlackout[], gone: VisitorBlackout) =>
  blackouts.filter((row) => row.id !== gone.id);

/** The blackouts in the order the server keeps them: soonest first. */
function bySoonest(blackouts: readonly VisitorBlackout[]): VisitorBlackout[] {
  return [...blackouts].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id - b.id);
}

export function VisitorRulesSection({ hostel }: { hostel: string }) {
  const { t } = useTranslation('visitors-office');
  const rules = useQuery('office-visitor-rules', getVisitorRules);
  const titleId = useId();
  const ofHostel = rules.data?.find((row) => row.hostel_name === hostel);
  const change = (next: (shown: VisitorRules) => VisitorRules) =>
    rules.update((all) => all.map((row) => (row.hostel_name === hostel ? next(row) : row)));

  return (
    <section className="visitors-rules" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rules.title', { hostel })}</h2>
      <p className="admin-muted">{t('rules.intro')}</p>
      {rules.status === 'error' ? (
        <RetryMessage role="alert" message={t('rules.failed')} onRetry={rules.reload} />
      ) : rules.status !== 'success' ? (
        <p role="status">{t('rules.loading')}</p>
      ) : ofHostel ? (
        <>
          <VisitorRulesForm key={hostel} rules={ofHostel} onSaved={(saved) => change(() => saved)} />
          <Blackouts
            hostel={hostel}
            blackouts={ofHostel.blackouts}
            onAdded={(added) =>
              change((shown) => ({ ...shown, blackouts: bySoonest([...without(shown.blackouts, added), added]) }))
            }
            onRemoved={(removed) => change((shown) => ({ ...shown, blackouts: without(shown.blackouts, removed) }))}
          />
        </>
      ) : (
        <p className="admin-muted">{t('rules.missing')}</p>
      )}
    </section>
  );
}
