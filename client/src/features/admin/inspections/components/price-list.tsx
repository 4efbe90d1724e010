// The price list: what each kind of item costs damaged and missing. The whole office sets it, kind by kind; a warden
// reads it beside the inspections.
import {
  CHARGED_CONDITIONS,
  INVENTORY_KINDS,
  ROOM_INVENTORY_LIMITS,
  type InventoryKind,
  type InventoryPrice,
} from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { rupeesToMinor } from '../../rooms/roster';
import { getPrices, setPrice } from '../api/inspections';

type Condition = (typeof CHARGED_CONDITIONS)[number];
const priceOf = (prices: readonly InventoryPrice[], kind: InventoryKind, condition: Condition) =>
  prices.find((price) => price.kind === kind && price.condition === condition)?.amount_minor;
const rupees = (minor: number | undefined) => (minor === undefined ? '' : String(minor / 100));

function KindPrices({
  kind,
  prices,
  onSaved,
}: {
  kind: InventoryKind;
  prices: readonly InventoryPrice[];
  onSaved: (prices: InventoryPrice[]) => void;
}) {
  const { t } = useTranslation(['inspections', 'room']);
  const [typed, setTyped] = useState(() => ({
    damaged: rupees(priceOf(prices, kind, 'damaged')),
    missing: rupees(priceOf(prices, kind, 'missing')),
  }));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const kindWord = t(`room:kind.${kind}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amounts = CHARGED_CONDITIONS.filter((condition) => typed[condition].trim() !== '').map((condition) => ({
      condition,
      amount: rupeesToMinor(typed[condition]),
    }));
    if (amounts.some(({ amount }) => amount === null || amount > ROOM_INVENTORY_LIMITS.priceMax))
      return setError(t('prices.invalid'));
    setError(undefined);
    setBusy(true);
    try {
      let latest: InventoryPrice[] = [...prices];
      for (const { condition, amount } of amounts)
        latest = await setPrice({ kind, condition, amount_minor: amount ?? 0 });
      notify.success(t('prices.saved', { kind: kindWord }));
      onSaved(latest);
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <form className="inspections-price" onSubmit={(event) => void submit(event)} noValidate>
        {CHARGED_CONDITIONS.map((condition) => (
          <TextField
            key={condition}
            label={t('prices.amount', { kind: kindWord, condition: t(`room:condition.${condition}`) })}
            inputMode="decimal"
            value={typed[condition]}
            error={condition === 'missing' ? error : undefined}
            disabled={busy}
            onChange={(event) => setTyped((shown) => ({ ...shown, [condition]: event.target.value }))}
          />
        ))}
        <Button type="submit" variant="secondary" busy={busy} busyLabel={t('prices.saving')}>
          {t('prices.save', { kind: kindWord })}
        </Button>
      </form>
    </li>
  );
}

export function PriceList({ editable }: { editable: boolean }) {
  const { t } = useTranslation(['inspections', 'room']);
  const prices = useQuery('inventory-prices', getPrices);
  const body =
    prices.status === 'error' ? (
      <RetryMessage role="alert" message={t('prices.failed')} onRetry={prices.reload} />
    ) : !prices.data ? (
      <p role="status">{t('prices.loading')}</p>
    ) : editable ? (
      <ul className="room-items">
        {INVENTORY_KINDS.map((kind) => (
          <KindPrices
            key={kind}
            kind={kind}
            prices={prices.data ?? []}
            onSaved={(latest) => prices.update(() => latest)}
          />
        ))}
      </ul>
    ) : (
      <dl className="room-facts">
        {INVENTORY_KINDS.flatMap((kind) =>
          CHARGED_CONDITIONS.map((condition) => {
            const amount = priceOf(prices.data ?? [], kind, condition);
            return (
              <div key={`${kind}-${condition}`}>
                <dt>
                  {t('prices.amount', { kind: t(`room:kind.${kind}`), condition: t(`room:condition.${condition}`) })}
                </dt>
                <dd>{amount === undefined ? t('prices.notSet') : formatMoney(amount)}</dd>
              </div>
            );
          }),
        )}
      </dl>
    );
  return (
    <section className="panel" aria-labelledby="inspections-prices">
      <h2 id="inspections-prices">{t('prices.title')}</h2>
      <p className="room-muted">{editable ? t('prices.lead') : t('prices.officeOnly')}</p>
      {body}
    </section>
  );
}
