// Admins only: the hostel's refundable caution deposit, which every new booking there charges on top of the rent, and a
// form to change it (0: the hostel keeps none). Holds already open keep the deposit they were made with.
import { hostelDepositBody } from '@campus-hostel/contracts/api';
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
import { getHostelDeposit, setHostelDeposit } from '../api/hostel-deposit';
import { roomActionFailure, rupeesToMinor } from '../roster';

export function HostelDeposit({ hostel }: { hostel: string }) {
  const { t } = useTranslation('admin');
  const deposit = useQuery(`hostel-deposit:${hostel}`, () => getHostelDeposit(hostel));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = z.safeParse(hostelDepositBody, { hostel_name: hostel, deposit_minor: rupeesToMinor(typed) });
    if (!body.success) {
      setError(translate('admin:rooms.depositError', { max: formatMoney(100_000_000) }));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const minor = await setHostelDeposit(body.data);
      notify.success(
        minor === 0
          ? translate('admin:rooms.depositNone', { hostel })
          : translate('admin:rooms.depositSet', { hostel, deposit: formatMoney(minor) }),
      );
      setTyped('');
      deposit.reload();
    } catch (failure) {
      notify.error(roomActionFailure(failure, translate('admin:rooms.depositFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-price" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="admin-price__type">{t('rooms.depositTitle')}</h3>
      {deposit.status === 'error' ? (
        <RetryMessage message={t('rooms.depositLoadFailed')} onRetry={deposit.reload} />
      ) : null}
      {deposit.data !== undefined ? (
        <p className="admin-price__now">
          {deposit.data === 0 ? (
            t('rooms.depositNoneNow')
          ) : (
            <Trans
              t={t}
              i18nKey="rooms.depositNow"
              values={{ deposit: formatMoney(deposit.data) }}
              components={{ strong: <strong /> }}
            />
          )}
        </p>
      ) : null}
      <TextField
        label={t('rooms.newDeposit')}
        hint={t('rooms.depositHint')}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={saving} busyLabel={t('complaints.saving')}>
        {t('rooms.setDeposit')}
      </Button>
    </form>
  );
}
