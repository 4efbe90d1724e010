// Applies for a rebate: the first and last days away and why. The fields are checked here; the mess's rules (minimum
// days, notice, one mess) by the server, whose refusal is said as it words it.
import { REBATE_REASON_MAX, type MessRebate } from '@campus-hostel/contracts/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { normalizeError } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { applyRebate } from '../api/rebates';

type Errors = Partial<Record<'from' | 'to' | 'reason', string>>;

export function RebateForm({ earliest, onApplied }: { earliest: string; onApplied: (rebate: MessRebate) => void }) {
  const { t } = useTranslation('mess-menus');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Each refused attempt moves focus to its first field in error, once that field says why.
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const check = (): Errors => {
    const found: Errors = {};
    if (!from) found.from = t('rebates.fromRequired');
    if (!to) found.to = t('rebates.toRequired');
    else if (from && to < from) found.to = t('rebates.toBeforeFrom');
    if (!reason.trim()) found.reason = t('rebates.reasonRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefused((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const rebate = await applyRebate({ from_on: from, to_on: to, reason: reason.trim() });
      notify.success(t('rebates.applied', { from: formatDay(rebate.from_on), to: formatDay(rebate.to_on) }));
      setFrom('');
      setTo('');
      setReason('');
      onApplied(rebate);
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="rebate-form"
      aria-label={t('rebates.form')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="rebate-form__days">
        <TextField
          label={t('rebates.from')}
          type="date"
          min={earliest}
          value={from}
          error={errors.from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('rebates.to')}
          type="date"
          min={from || earliest}
          value={to}
          error={errors.to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <TextAreaField
        label={t('rebates.reason')}
        value={reason}
        maxLength={REBATE_REASON_MAX}
        rows={2}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t('rebates.sending')}>
        {t('rebates.submit')}
      </Button>
    </form>
  );
}
