// End a student's allotment: a confirmation says the bed becomes free and asks the reason the audit log keeps.
import type { AllotmentAnswer, PlacedBed } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useAllotmentChange } from './use-change';

export interface EndFormProps {
  userId: string;
  who: string;
  bed: PlacedBed;
  onChanged: (answer: AllotmentAnswer) => void;
}

export function EndForm({ userId, who, bed, onChanged }: EndFormProps) {
  const { t } = useTranslation('allotments');
  const [asking, setAsking] = useState(false);
  const { busy, send } = useAllotmentChange(who, onChanged);

  const end = async (reason: string | null) => {
    await send({ action: 'end', user_id: userId, reason: reason ?? '' });
    setAsking(false);
  };

  return (
    <div className="allotment-form">
      <h3>{t('actions.endTitle')}</h3>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('actions.end')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('actions.endConfirmTitle', { who })}
          confirmLabel={t('actions.end')}
          busyLabel={t('actions.saving')}
          busy={busy}
          reason={{ label: t('reasonRequired'), max: 500 }}
          onConfirm={(reason) => void end(reason)}
          onCancel={() => setAsking(false)}
        >
          <p>{t('actions.endConfirmBody', { bed: bed.name })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
