// After a serve: an extra from the mess's price list, or guests' meals, added to the student's day. The server prices
// both; each tap carries a key of its own, kept after a failure so that tapping again cannot charge twice.
import type { CounterMess, CounterStudent, MessChargeAnswer } from '@campus-hostel/contracts/api';
import { MAX_EXTRA_QUANTITY } from '@campus-hostel/contracts/api';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { normalizeError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { addExtra, addGuestMeals } from '../api/counter';

interface ChargeFormProps {
  mess: CounterMess;
  userId: string;
  student: CounterStudent;
  onAdded: () => void;
}

const QUANTITIES = Array.from({ length: MAX_EXTRA_QUANTITY }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/** The key of a tap: the same request again (after a failure) keeps it; anything else gets a new one. */
function useTapKey(): (request: string) => { key: string; done: () => void } {
  const pending = useRef<{ request: string; key: string } | null>(null);
  return (request) => {
    if (pending.current?.request !== request) pending.current = { request, key: crypto.randomUUID() };
    const { key } = pending.current;
    return { key, done: () => (pending.current = null) };
  };
}

export function ChargeForm({ mess, userId, student, onAdded }: ChargeFormProps) {
  const { t } = useTranslation('mess-counter');
  const [itemId, setItemId] = useState(String(mess.extras[0]?.id ?? ''));
  const [quantity, setQuantity] = useState('1');
  const [guests, setGuests] = useState('1');
  const [busy, setBusy] = useState<'extra' | 'guest' | null>(null);
  const [added, setAdded] = useState<MessChargeAnswer | null>(null);
  const tap = useTapKey();

  const add = async (kind: 'extra' | 'guest') => {
    const request = kind === 'extra' ? `extra:${userId}:${itemId}:${quantity}` : `guest:${userId}:${guests}`;
    const { key, done } = tap(request);
    setBusy(kind);
    try {
      const line =
        kind === 'extra'
          ? await addExtra(mess.id, userId, Number(itemId), Number(quantity), key)
          : await addGuestMeals(mess.id, userId, Number(guests), key);
      done();
      setAdded(line);
      onAdded();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="charge-form" aria-labelledby="charge-form-title">
      <h2 id="charge-form-title" className="charge-form__title">
        {t('charges.title', { name: student.name })}
      </h2>
      {mess.extras.length > 0 ? (
        <div className="charge-form__row">
          <SelectField
            label={t('charges.extra')}
            value={itemId}
            onChange={(event) => setItemId(event.target.value)}
            options={mess.extras.map((item) => ({
              value: String(item.id),
              label: t('charges.option', { name: item.name, price: formatMoney(item.price_minor) }),
            }))}
          />
          <SelectField
            label={t('charges.quantity')}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            options={QUANTITIES}
          />
          <Button busy={busy === 'extra'} busyLabel={t('charges.adding')} onClick={() => void add('extra')}>
            {t('charges.addExtra')}
          </Button>
        </div>
      ) : null}
      <div className="charge-form__row">
        <SelectField
          label={t('charges.guests')}
          hint={t('charges.guestPrice', { price: formatMoney(mess.guest_meal_minor) })}
          value={guests}
          onChange={(event) => setGuests(event.target.value)}
          options={QUANTITIES}
        />
        <Button busy={busy === 'guest'} busyLabel={t('charges.adding')} onClick={() => void add('guest')}>
          {t('charges.addGuest')}
        </Button>
      </div>
      {added ? (
        <p className="charge-form__added" role="status">
          {t('charges.added', {
            quantity: added.quantity,
            item: added.kind === 'guest_meal' ? t('charges.guestMeal') : added.item,
            amount: formatMoney(added.amount_minor),
          })}
        </p>
      ) : null}
    </section>
  );
}
