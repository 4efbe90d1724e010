// Allot a bed to a student without one, or move a housed student to another bed: the bed by name and a reason.
import type { AllotmentAnswer } from '@campus-hostel/contracts/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { BedFields, bedOf, EMPTY_BED } from './bed-fields';
import { useAllotmentChange } from './use-change';

export interface BedChangeFormProps {
  action: 'allot' | 'move';
  userId: string;
  who: string;
  hostels: readonly string[];
  /** The reason to start with (an approved room change names its application). */
  initialReason: string;
  onChanged: (answer: AllotmentAnswer) => void;
}

export function BedChangeForm({ action, userId, who, hostels, initialReason, onChanged }: BedChangeFormProps) {
  const { t } = useTranslation('allotments');
  const titleId = useId();
  const [draft, setDraft] = useState({ ...EMPTY_BED, hostel: hostels[0] ?? '' });
  const [reason, setReason] = useState(initialReason);
  const [invalid, setInvalid] = useState(false);
  const { busy, send } = useAllotmentChange(who, onChanged);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bed = bedOf(draft);
    setInvalid(bed === null);
    if (bed === null) return;
    if (await send({ action, user_id: userId, bed, reason: reason.trim() || null })) setDraft(EMPTY_BED);
  };

  return (
    <form className="allotment-form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={titleId}>{action === 'allot' ? t('actions.allotTitle') : t('actions.moveTitle')}</h3>
      <BedFields hostels={hostels} value={draft} onChange={setDraft} invalid={invalid} />
      <TextField
        label={t('reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('actions.saving') : t(`actions.${action}`)}
      </Button>
    </form>
  );
}
