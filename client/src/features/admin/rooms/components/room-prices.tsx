// Admins only: the price of one bed in each room type of the chosen hostel, and a form to change it. A new price
// applies to holds made from then on; holds already open keep the amount they were made with.
import { roomPriceBody } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatMoney } from '../../../../lib/format';
import { t as translate } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { getRoomPrices, type RoomTypePrice } from '../api/get-room-prices';
import { setRoomPrice } from '../api/room-actions';
import { roomActionFailure } from '../roster';

/** The room type's key in the rooms section: 'single' or 'double'. */
const typeKey = (occupancy: 1 | 2) => (occupancy === 1 ? 'single' : 'double');

/** Rupees as typed ('550', '550.50', '1,200') → paise; null when it is not an amount. */
export function rupeesToMinor(typed: string): number | null {
  const text = typed.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

function PriceForm({ hostel, type, onSaved }: { hostel: string; type: RoomTypePrice; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const kind = typeKey(type.occupancy);
  const now =
    type.minMinor === type.maxMinor
      ? formatMoney(type.minMinor)
      : t('rooms.priceRange', { min: formatMoney(type.minMinor), max: formatMoney(type.maxMinor) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = rupeesToMinor(typed);
    const body = z.safeParse(roomPriceBody, { hostel_name: hostel, occupancy: type.occupancy, price_minor: minor });
    if (minor === null || !body.success) {
      setError(translate('admin:rooms.priceError', { min: formatMoney(100), max: formatMoney(100_000_000) }));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const rooms = await setRoomPrice(body.data);
      notify.success(
        rooms === 0
          ? translate(`admin:rooms.${kind}.alreadyCost`, { hostel, price: formatMoney(body.data.price_minor) })
          : translate(`admin:rooms.${kind}.nowCost`, { hostel, price: formatMoney(body.data.price_minor), rooms }),
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
    </section>
  );
}
