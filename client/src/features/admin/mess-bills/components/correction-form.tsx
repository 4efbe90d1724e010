// The office's correction of one student's month: an amount in rupees (negative: a credit) and the reason the student
// will read on their bill; audited by the database.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { correctBill, type MessDue } from '../api/mess-bills';
import { paiseOf } from '../rupees';

const MAX_PAISE = 10_000_000;

export interface CorrectionFormProps {
  student: MessDue;
  messId: number;
  month: string;
  onDone: (saved: boolean) => void;
}

export function CorrectionForm({ student, messId, month, onDone }: CorrectionFormProps) {
  const { t } = useTranslation('mess-bills');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const paise = paiseOf(amount);
    const found = {
      ...(paise === null || paise === 0 || Math.abs(paise) > MAX_PAISE
        ? { amount: t('office.correction.amountInvalid') }
        : {}),
      ...(reason.trim() === '' ? { reason: t('office.correction.reasonRequired') } : {}),
    };
    setErrors(found);
    if (paise === null || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await correctBill({
        user_id: student.user_id,
        mess_id: messId,
        month,
        amount_minor: paise,
        reason: reason.trim(),
      });
      notify.success(t('office.correction.saved', { name: student.full_name }));
      onDone(true);
    } catch (error) {
      notify.error(normalizeError(error));
      setSaving(false);
    }
  };

  return (
    <form
      className="mess-correction"
      noValidate
      aria-label={t('office.correction.title', { name: student.full_name })}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2>{t('office.correction.title', { name: student.full_name })}</h2>
      <TextField
        label={t('office.correction.amount')}
        hint={t('office.correction.amountHint')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <TextAreaField
        label={t('office.correction.reason')}
        hint={t('office.correction.reasonHint')}
        maxLength={300}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      <div className="mess-correction__actions">
        <Button type="submit" busy={saving} busyLabel={t('office.correction.saving')}>
          {t('office.correction.submit')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={saving}>
          {t('office.correction.cancel')}
        </Button>
      </div>
    </form>
  );
}
