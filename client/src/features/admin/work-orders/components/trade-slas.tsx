// Each trade's due time: a new job falls due this many hours after it is made. The whole office edits them (each
// change audited by the database); a warden reads them.
import { WORK_ORDER_LIMITS, type TradeSla } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { useQuery } from '../../../../lib/use-query';
import { getSlas, setSla } from '../api/work-orders';

function SlaForm({ sla, onSaved }: { sla: TradeSla; onSaved: (sla: TradeSla) => void }) {
  const { t } = useTranslation('work-orders-office');
  const trade = t(`trade.${sla.trade}`);
  const [hours, setHours] = useState(String(sla.hours));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(hours);
    if (!Number.isInteger(value) || value < 1 || value > WORK_ORDER_LIMITS.slaHoursMax) {
      setMessage({ error: true, text: t('slas.bad', { max: WORK_ORDER_LIMITS.slaHoursMax }) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await setSla(sla.trade, value);
      onSaved(saved);
      setMessage({ error: false, text: t('slas.saved', { trade, hours: saved.hours }) });
    } catch (failure) {
      setMessage({ error: true, text: normalizeError(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="work-orders__sla" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('slas.hours', { trade })}
        type="number"
        inputMode="numeric"
        min="1"
        max={String(WORK_ORDER_LIMITS.slaHoursMax)}
        step="1"
        value={hours}
        onChange={(event) => setHours(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={busy}
        busyLabel={t('saving')}
        aria-label={t('slas.saveFor', { trade })}
      >
        {t('slas.save')}
      </Button>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className="work-orders__sla-note">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

export function TradeSlas({ editable }: { editable: boolean }) {
  const { t } = useTranslation('work-orders-office');
  const slas = useQuery('office-trade-slas', getSlas);
  if (slas.status === 'error') return <RetryMessage role="alert" message={t('slas.failed')} onRetry={slas.reload} />;
  if (!slas.data) return <p role="status">{t('loading')}</p>;
  const saved = (changed: TradeSla) =>
    slas.update((shown) => shown.map((sla) => (sla.trade === changed.trade ? changed : sla)));
  return (
    <>
      <p>{t('slas.lead')}</p>
      <ul className="work-orders__slas">
        {slas.data.map((sla) => (
          <li key={sla.trade}>
            {editable ? (
              <SlaForm sla={sla} onSaved={saved} />
            ) : (
              t('slas.read', { trade: t(`trade.${sla.trade}`), count: sla.hours })
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
