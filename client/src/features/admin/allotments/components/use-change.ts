// Sends one allotment change and says how it went: the student's new bed in a toast, or the server's refusal.
import type { AllotmentAnswer, AllotmentBody } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { changeAllotment } from '../api/allotments';

export function useAllotmentChange(who: string, onChanged: (answer: AllotmentAnswer) => void) {
  const { t } = useTranslation('allotments');
  const [busy, setBusy] = useState(false);
  const send = async (body: AllotmentBody): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await changeAllotment(body);
      notify.success(
        answer.offer
          ? t('done.offer', { who, bed: answer.offer.bed.name, until: formatDateTime(answer.offer.expires_at) })
          : t(`done.${answer.action}`, { who, bed: answer.bed?.name ?? '' }),
      );
      onChanged(answer);
      return true;
    } catch (error) {
      notify.error(normalizeError(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
