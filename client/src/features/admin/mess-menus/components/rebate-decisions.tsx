// /admin/mess/rebates: a mess's pending rebates, each approved or rejected with a note the student reads; the latest
// decided ones below.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { SelectField } from '../../../../components/ui/field';
import { formatDay } from '../../../../lib/format';
import { useQuery } from '../../../../lib/use-query';
import type { ManagedMess } from '../api/managed-messes';
import { getMessRebates, type OfficeRebate } from '../api/rebates';
import { PendingRebate } from './pending-rebate';
import '../../../../styles/status-badges.css';
import '../mess-menus.css';

function DecidedRebate({ rebate, who }: { rebate: OfficeRebate; who: string }) {
  const { t } = useTranslation('mess-menus');
  return (
    <li className="office-rebate">
      <p className="office-rebate__who">
        {who}{' '}
        <span
          className={`status-badge ${rebate.status === 'approved' ? 'status-badge--resolved' : 'status-badge--rejected'}`}
        >
          {t(`rebates.status.${rebate.status}`)}
        </span>
      </p>
      <p>{t('office.rebates.days', { from: formatDay(rebate.from_on), to: formatDay(rebate.to_on) })}</p>
      {rebate.note ? <p className="mess-muted">{t('office.rebates.decidedNote', { note: rebate.note })}</p> : null}
    </li>
  );
}

export function RebateDecisions({ messes }: { messes: readonly ManagedMess[] }) {
  const { t } = useTranslation('mess-menus');
  const [messId, setMessId] = useState(messes[0]?.id ?? 0);
  const rebates = useQuery(`mess-rebates-office:${messId}`, () => getMessRebates(messId));
  const whoOf = (rebate: OfficeRebate) => rebate.student ?? t('office.rebates.unknownStudent');

  return (
    <section className="mess-office" aria-labelledby="mess-rebates-office-title">
      <title>{t('office.rebates.pageTitle')}</title>
      <h1 id="mess-rebates-office-title">{t('office.rebates.title')}</h1>
      <p className="mess-muted">{t('office.rebates.intro')}</p>
      <div className="mess-office__pickers">
        <SelectField
          label={t('office.mess')}
          options={messes.map((mess) => ({ value: String(mess.id), label: mess.name }))}
          value={String(messId)}
          onChange={(event) => setMessId(Number(event.target.value))}
        />
      </div>
      {rebates.status === 'error' ? (
        <RetryMessage role="alert" message={t('office.rebates.failed')} onRetry={rebates.reload} />
      ) : rebates.status === 'success' ? (
        <>
          <h2>{t('office.rebates.pending')}</h2>
          {rebates.data.pending.length === 0 ? <p className="mess-muted">{t('office.rebates.none')}</p> : null}
          <ul className="office-rebates">
            {rebates.data.pending.map((rebate) => (
              <PendingRebate key={rebate.id} rebate={rebate} who={whoOf(rebate)} onDecided={rebates.reload} />
            ))}
          </ul>
          <h2>{t('office.rebates.decided')}</h2>
          {rebates.data.decided.length === 0 ? <p className="mess-muted">{t('office.rebates.noneDecided')}</p> : null}
          <ul className="office-rebates">
            {rebates.data.decided.map((rebate) => (
              <DecidedRebate key={rebate.id} rebate={rebate} who={whoOf(rebate)} />
            ))}
          </ul>
        </>
      ) : (
        <p role="status">{t('office.rebates.loading')}</p>
      )}
    </section>
  );
}
