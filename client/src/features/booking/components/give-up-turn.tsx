// An admitted student who will not book gives their turn up: the seat goes to the next in line at once instead of
// when the admission runs out.
import { useState } from 'react';
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
    <Button variant="secondary" busy={busy} busyLabel={messages.givingUpTurn} onClick={() => void giveUp()}>
      {messages.giveUpTurn}
    </Button>
  );
}

/** Where the rooms were, once the turn is given up: the way back into line. */
export function TurnGivenUp({ onNewPlace }: { onNewPlace: () => void }) {
  return (
    <section className="card payment-panel waiting-room" aria-labelledby="turn-given-up-title">
      <h2 id="turn-given-up-title">{messages.turnGivenUpTitle}</h2>
      <p role="status">{messages.turnGivenUp}</p>
      <div className="payment-panel__actions">
        <Button onClick={onNewPlace}>{messages.takeNewPlace}</Button>
      </div>
    </section>
  );
}
