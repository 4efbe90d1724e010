// Admins only: the price of one bed in each room type of the chosen hostel, and a form to change it. A new price
// applies to holds made from then on; holds already open keep the amount they were made with.
import { roomPriceBody } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { getRoomPrices, type RoomTypePrice } from '../api/get-room-prices';
import { setRoomPrice } from '../api/room-actions';
import { roomActionFailure } from '../roster';

const TYPE_NAME = { 1: 'Single', 2: 'Double' } as const;

/** Rupees as typed ('550', '550.50', '1,200') → paise; null when it is not an amount. */
export function rupeesToMinor(typed: string): number | null {
  const text = typed.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

function PriceForm({ hostel, type, onSaved }: { hostel: string; type: RoomTypePrice; onSaved: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const name = TYPE_NAME[type.occupancy];
  const now =
    type.minMinor === type.maxMinor
      ? formatMoney(type.minMinor)
      : `${formatMoney(type.minMinor)} to ${formatMoney(type.maxMinor)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = rupeesToMinor(typed);
    const body = z.safeParse(roomPriceBody, { hostel_name: hostel, occupancy: type.occupancy, price_minor: minor });
    if (minor === null || !body.success) {
      setError(`Enter a price in rupees from ${formatMoney(100)} to ${formatMoney(100_000_000)}`);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const rooms = await setRoomPrice(body.data);
      notify.success(
        rooms === 0
          ? `${name} rooms in ${hostel} already cost ${formatMoney(body.data.price_minor)}.`
          : `${name} rooms in ${hostel} now cost ${formatMoney(body.data.price_minor)} a bed (${rooms} rooms) for new holds.`,
      );
      setTyped('');
      onSaved();
    } catch (failure) {
      notify.error(roomActionFailure(failure, 'The price could not be changed. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-price" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="admin-price__type">
        {name} <span className="admin-muted">({type.rooms} rooms)</span>
      </h3>
      <p className="admin-price__now">
        Now: <strong>{now}</strong> a bed
      </p>
      <TextField
        label={`New ${name.toLowerCase()} price (₹)`}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={saving} busyLabel="Saving...">
        Set {name.toLowerCase()} price
      </Button>
    </form>
  );
}

export function RoomPrices({ hostel }: { hostel: string }) {
  const prices = useQuery(`room-prices:${hostel}`, () => getRoomPrices(hostel));
  return (
    <section className="panel" aria-labelledby="room-prices-title">
      <h2 id="room-prices-title">Prices in {hostel}</h2>
      <p className="admin-muted">
        One bed&apos;s price per room type. A new price applies to new holds only: students already paying keep the
        price they were shown.
      </p>
      {prices.status === 'loading' ? <p role="status">Loading prices…</p> : null}
      {prices.status === 'error' ? (
        <RetryMessage message="The prices could not be loaded right now." onRetry={prices.reload} />
      ) : null}
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
