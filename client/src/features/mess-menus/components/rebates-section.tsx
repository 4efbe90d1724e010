// The Rebates section (id "rebates", which ?section=rebates brings into view): the mess's rules before the form, the
// form, and the student's rebates.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useQuery } from '../../../lib/use-query';
import type { MyMess } from '../api/my-mess';
import { getMyRebates } from '../api/rebates';
import { MyRebates } from './my-rebates';
import { RebateForm } from './rebate-form';
import { earliestRebateDay, RebateRules } from './rebate-rules';

export const REBATES_SECTION_ID = 'rebates';

export function RebatesSection({ userId, mess, today }: { userId: string; mess: MyMess | null; today: string }) {
  const { t } = useTranslation('mess-menus');
  const rebates = useQuery(`mess-rebates:${userId}`, () => getMyRebates(userId));
  return (
    <section id={REBATES_SECTION_ID} className="panel" aria-labelledby="mess-rebates-title">
      <h2 id="mess-rebates-title" tabIndex={-1}>
        {t('rebates.title')}
      </h2>
      <p className="mess-muted">{t('rebates.intro')}</p>
      {mess ? (
        <>
          <RebateRules mess={mess} today={today} />
          <RebateForm earliest={earliestRebateDay(mess, today)} onApplied={rebates.reload} />
        </>
      ) : (
        <p>{t('rebates.noMess')}</p>
      )}
      <h3>{t('rebates.mine')}</h3>
      {rebates.status === 'error' ? (
        <RetryMessage role="alert" message={t('rebates.failed')} onRetry={rebates.reload} />
      ) : rebates.status === 'success' ? (
        <MyRebates rebates={rebates.data} onChanged={rebates.reload} />
      ) : (
        <p role="status">{t('rebates.loading')}</p>
      )}
    </section>
  );
}
