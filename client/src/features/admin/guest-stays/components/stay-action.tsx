// What the office may do with a stay on the roster now: decide one awaiting the warden, check in a confirmed guest whose
// day has come, check out one in the house. Anything else has nothing to do (—).
import type { OfficeGuestStay } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { todayStamp } from '../../../../lib/format';
import { ApiError, normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { checkInGuest, checkOutGuest } from '../api/guest-roster';
import { StayDecisionForm } from './stay-decision';

type Move = 'checkIn' | 'checkOut';

const MOVES: Record<Move, (id: number) => Promise<OfficeGuestStay>> = {
  checkIn: checkInGuest,
  checkOut: checkOutGuest,
};

function MoveButton({ stay, move, onChanged }: { stay: OfficeGuestStay; move: Move; onChanged: () => void }) {
  const { t } = useTranslation('guest-stays');
  const [busy, setBusy] = useState(false);
  const guest = stay.guest_name;
  const run = async () => {
    setBusy(true);
    try {
      await MOVES[move](stay.id);
      notify.success(t(`move.${move}Done`, { guest }));
      onChanged();
    } catch (failure) {
      notify.error(normalizeError(failure));
      if (failure instanceof ApiError && failure.status === 409) onChanged();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="button--small"
      busy={busy}
      busyLabel={t(`move.${move}Busy`)}
      aria-label={t(`move.${move}For`, { guest })}
      onClick={() => void run()}
    >
      {t(`move.${move}`)}
    </Button>
  );
}

export function StayAction({ stay, onChanged }: { stay: OfficeGuestStay; onChanged: () => void }) {
  if (stay.status === 'awaiting_approval') return <StayDecisionForm stay={stay} onDecided={onChanged} />;
  // A guest is checked in on the day they arrive or later (IST), never ahead of it.
  if (stay.status === 'confirmed' && stay.check_in <= todayStamp()) {
    return <MoveButton stay={stay} move="checkIn" onChanged={onChanged} />;
  }
  if (stay.status === 'checked_in') return <MoveButton stay={stay} move="checkOut" onChanged={onChanged} />;
  return <>—</>;
}
