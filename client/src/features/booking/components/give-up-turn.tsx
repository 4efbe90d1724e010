// An admitted student who will not book gives their turn up: the seat goes to the next in line at once instead of
// when the admission runs out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { leaveWaitingRoom } from '../api/waiting-room';
import '../payment.css';

export interface GiveUpTurnProps {
  ticket: string;
  token: string;
  onGivenUp: () => void;
}

export function GiveUpTurn({ ticket, token, onGivenUp }: GiveUpTurnProps) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('messages');
  const giveUp = async () => {
    setBusy(true);
    try {
      await leaveWaitingRoom(ticket, token);
      onGivenUp();
    } catch (error) {
      notify.error(messages.giveUpTurnFailed(normalizeError(error)));
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} busyLabel={t('givingUpTurn')} onClick={() => void giveUp()}>
      {t('giveUpTurn')}
    </Button>
  );
}

/** Where the rooms were, once the turn is given up: the way back into line. */
export function TurnGivenUp({ onNewPlace }: { onNewPlace: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <section className="card payment-panel waiting-room" aria-labelledby="turn-given-up-title">
      <h2 id="turn-given-up-title">{t('turnGivenUpTitle')}</h2>
      <p role="status">{t('turnGivenUp')}</p>
      <div className="payment-panel__actions">
        <Button onClick={onNewPlace}>{t('takeNewPlace')}</Button>
      </div>
    </section>
  );
}
