// The office's decision on an appeal: what the student owes, from nothing up to their share, and a note.
import type { RoomCharge, RoomStay } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { rupeesToMinor } from '../../rooms/roster';
import { decideCharge } from '../api/inspections';

export function DecideForm({ charge, onDecided }: { charge: RoomCharge; onDecided: (stay: RoomStay) => void }) {
  const { t } = useTranslation('inspections');
  const [amount, setAmount] = useState(String(charge.amount_minor / 100));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const max = formatMoney(charge.amount_minor);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = rupeesToMinor(amount);
    if (minor === null || minor > charge.amount_minor) return setError(t('charge.invalid', { max }));
    setError(undefined);
    setBusy(true);
    try {
      const stay = await decideCharge(charge.id, { amount_minor: minor, note: note.trim() || null });
      notify.success(t('charge.decidedOk'));
      onDecided(stay);
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inspections-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="inspections-form__fields">
        <TextField
          label={t('charge.amount')}
          hint={t('charge.amountHint', { max })}
          inputMode="decimal"
          value={amount}
          error={error}
          disabled={busy}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={t('charge.note')}
          value={note}
          disabled={busy}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" busy={busy} busyLabel={t('charge.deciding')}>
        {t('charge.decide')}
      </Button>
    </form>
  );
}
