// One guest room as its office keeps it: its nightly price, typed in rupees and sent in whole paise, and whether it is
// out of service. A new price applies to stays held from then on; a stay already held or paid keeps its own.
import { GUEST_HOUSE_LIMITS, saveGuestRoomBody, type OfficeGuestRoom } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { paiseOf, rupeesOf } from '../../mess/rupees';
import { saveGuestRoom } from '../api/guest-house';

export function GuestRoomForm({
  room,
  currency,
  onSaved,
}: {
  room: OfficeGuestRoom;
  currency: string;
  onSaved: (saved: OfficeGuestRoom) => void;
}) {
  const { t } = useTranslation('guest-stays');
  const [price, setPrice] = useState(() => rupeesOf(room.nightly_minor));
  const [outOfService, setOutOfService] = useState(room.out_of_service);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const name = t('roster.roomOf', { wing: room.wing_name, room: room.room_number });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = z.safeParse(saveGuestRoomBody, { nightly_minor: paiseOf(price), out_of_service: outOfService });
    if (!body.success) {
      setError(
        t('setup.room.priceError', {
          min: formatMoney(GUEST_HOUSE_LIMITS.nightlyMinMinor, currency),
          max: formatMoney(GUEST_HOUSE_LIMITS.nightlyMaxMinor, currency),
        }),
      );
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await saveGuestRoom(room.id, body.data);
      const nightly = formatMoney(saved.nightly_minor, currency);
      notify.success(
        t(saved.out_of_service ? 'setup.room.savedOut' : 'setup.room.saved', { room: name, price: nightly }),
      );
      onSaved(saved);
    } catch (failure) {
      notify.error(normalizeError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card guest-house__room" aria-label={name} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h4>
        {name}{' '}
        <span className="admin-muted">{t(room.occupancy === 1 ? 'setup.room.single' : 'setup.room.double')}</span>
      </h4>
      <TextField
        label={t('setup.room.price')}
        inputMode="decimal"
        autoComplete="off"
        value={price}
        error={error}
        onChange={(event) => setPrice(event.target.value)}
      />
      <CheckboxField
        label={t('setup.room.outOfService')}
        checked={outOfService}
        onChange={(event) => setOutOfService(event.target.checked)}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={saving}
        busyLabel={t('setup.saving')}
        aria-label={t('setup.room.saveFor', { room: name })}
      >
        {t('setup.room.save')}
      </Button>
    </form>
  );
}
