// One appeal of a charge: the reason, checked here against the contract's limit, sent once.
import { ROOM_INVENTORY_LIMITS, type RoomStay } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { appealCharge } from '../api/room';

export function AppealForm({ chargeId, onAppealed }: { chargeId: number; onAppealed: (stay: RoomStay) => void }) {
  const { t } = useTranslation('room');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') return setError(t('charges.reasonRequired'));
    if (text.length > ROOM_INVENTORY_LIMITS.appealMax)
      return setError(t('charges.reasonTooLong', { count: ROOM_INVENTORY_LIMITS.appealMax }));
    setError(undefined);
    setBusy(true);
    try {
      const stay = await appealCharge(chargeId, text);
      notify.success(t('charges.appealSent'));
      onAppealed(stay);
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="room-appeal" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={t('charges.reason')}
        hint={t('charges.once')}
        value={reason}
        rows={3}
        error={error}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy} busyLabel={t('charges.sending')}>
        {t('charges.send')}
      </Button>
    </form>
  );
}
