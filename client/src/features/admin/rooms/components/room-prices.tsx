// Admins only: the price of one bed in each room type of the chosen hostel and the period it pays for, a form to
// change them, and the hostel's caution deposit. A new price applies to holds made from then on; holds already open
// keep the amount they were made with.
import { FEE_PERIODS, roomPriceBody, type FeePeriod } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { feePeriodName, formatRent } from '../../../../lib/fees';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatMoney } from '../../../../lib/format';
import { t as translate } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { getRoomPrices, type RoomTypePrice } from '../api/get-room-prices';
import { setRoomPrice } from '../api/room-actions';
import { roomActionFailure, rupeesToMinor } from '../roster';
import { HostelDeposit } from './hostel-deposit';

/** The room type's key in the rooms section: 'single' or 'double'. */
const typeKey = (occupancy: 1 | 2) => (occupancy === 1 ? 'single' : 'double');

function PriceForm({ hostel, type, onSaved }: { hostel: string; type: RoomTypePrice; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [period, setPeriod] = useState<FeePeriod>(type.period ?? 'semester');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const kind = typeKey(type.occupancy);
  const price =
    type.minMinor === type.maxMinor
      ? formatMoney(type.minMinor)
      : t('rooms.priceRange', { min: formatMoney(type.minMinor), max: formatMoney(type.maxMinor) });
  const now = type.period && type.minMinor === type.maxMinor ? formatRent(type.minMinor, type.period) : price;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = rupeesToMinor(typed);
    const body = z.safeParse(roomPriceBody, {
      hostel_name: hostel,
      occupancy: type.occupancy,
      price_minor: minor,
      fee_period: period,
    });
    if (minor === null || !body.success) {
      setError(translate('admin:rooms.priceError', { min: formatMoney(100), max: formatMoney(100_000_000) }));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const rooms = await setRoomPrice(body.data);
      const cost = formatRent(body.data.price_minor, period);
      notify.success(
        rooms === 0
          ? translate(`admin:rooms.${kind}.alreadyCost`, { hostel, price: cost })
          : translate(`admin:rooms.${kind}.nowCost`, { hostel, price: cost, rooms }),
      );
      setTyped('');
      onSaved();
    } catch (failure) {
      notify.error(roomActionFailure(failure, translate('admin:rooms.priceFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-price" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="admin-price__type">
        {t(`rooms.${kind}.name`)} <span className="admin-muted">{t('rooms.roomCount', { rooms: type.rooms })}</span>
      </h3>
      <p className="admin-price__now">
        <Trans t={t} i18nKey="rooms.nowABed" values={{ price: now }} components={{ strong: <strong /> }} />
      </p>
      <TextField
        label={t(`rooms.${kind}.newPrice`)}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SelectField
        label={t(`rooms.${kind}.period`)}
        options={FEE_PERIODS.map((value) => ({ value, label: feePeriodName(value) }))}
        value={period}
        onChange={(event) => setPeriod(FEE_PERIODS.find((value) => value === event.target.value) ?? period)}
      />
      <Button type="submit" variant="secondary" busy={saving} busyLabel={t('complaints.saving')}>
        {t(`rooms.${kind}.setPrice`)}
      </Button>
    </form>
  );
}

export function RoomPrices({ hostel }: { hostel: string }) {
  const { t } = useTranslation('admin');
  const prices = useQuery(`room-prices:${hostel}`, () => getRoomPrices(hostel));
  return (
    <section className="panel" aria-labelledby="room-prices-title">
      <h2 id="room-prices-title">{t('rooms.pricesIn', { hostel })}</h2>
      <p className="admin-muted">{t('rooms.pricesNote')}</p>
      {prices.status === 'loading' ? <p role="status">{t('rooms.pricesLoading')}</p> : null}
      {prices.status === 'error' ? <RetryMessage message={t('rooms.pricesFailed')} onRetry={prices.reload} /> : null}
      {prices.data ? (
        <div className="admin-prices">
          {prices.data.map((type) => (
            <PriceForm key={type.occupancy} hostel={hostel} type={type} onSaved={prices.reload} />
          ))}
        </div>
      ) : null}
      <HostelDeposit hostel={hostel} />
    </section>
  );
}
