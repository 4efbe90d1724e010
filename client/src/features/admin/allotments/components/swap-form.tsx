// Swap two housed students' beds: the other student by roll number, then a confirmation naming both beds.
import type { AllotmentAnswer, AllotmentStudent, PlacedBed } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { findStudents } from '../api/allotments';
import { useAllotmentChange } from './use-change';

export interface SwapFormProps {
  userId: string;
  who: string;
  bed: PlacedBed;
  onChanged: (answer: AllotmentAnswer) => void;
}

export function SwapForm({ userId, who, bed, onChanged }: SwapFormProps) {
  const { t } = useTranslation('allotments');
  const titleId = useId();
  const [roll, setRoll] = useState('');
  const [other, setOther] = useState<(AllotmentStudent & { bed: PlacedBed }) | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const { busy, send } = useAllotmentChange(who, onChanged);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setOther(null);
    try {
      const wanted = roll.trim().toUpperCase();
      const match = (await findStudents(wanted)).find(
        (student) => student.roll_number === wanted && student.user_id !== userId,
      );
      if (match?.bed) setOther({ ...match, bed: match.bed });
      setProblem(match?.bed ? undefined : t('actions.swapNotFound', { roll: wanted }));
    } catch (error) {
      setProblem(normalizeError(error));
    }
  };

  const swap = async () => {
    if (!other) return;
    const done = await send({ action: 'swap', user_id: userId, other_user_id: other.user_id, reason: reason || null });
    if (done) setOther(null);
  };

  return (
    <div className="allotment-form" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('actions.swapTitle')}</h3>
      <form className="allotment-find" onSubmit={(event) => void find(event)} noValidate>
        <TextField
          label={t('actions.swapWith')}
          value={roll}
          maxLength={40}
          error={problem}
          onChange={(event) => setRoll(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('actions.swapFind')}
        </Button>
      </form>
      {other ? (
        <>
          <TextField
            label={t('reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button disabled={busy} onClick={() => void swap()}>
            {busy
              ? t('actions.saving')
              : t('actions.swapConfirm', {
                  who,
                  bed: bed.name,
                  other: `${other.full_name} (${other.roll_number})`,
                  otherBed: other.bed.name,
                })}
          </Button>
        </>
      ) : null}
    </div>
  );
}
