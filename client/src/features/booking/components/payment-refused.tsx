// The payment page when no hold was given: in line for the waiting room, already booked, not eligible, outside the
// selection window, lately lapsed, the room gone, or a failure; each says why and offers the ways on.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Countdown } from '../../../components/ui/countdown';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { AlreadyBooked } from './already-booked';
import type { Phase } from './use-payment-hold';
import { WaitingRoom } from './waiting-room';

export type RefusedPhase = Exclude<Phase, { kind: 'creating' | 'ready' | 'expired' | 'closed' | 'elsewhere' }>;

/** A hold or payment that cannot go on: why, as an alert, and the ways on. */
export function ProblemPanel({ problem, children }: { problem: ReactNode; children: ReactNode }) {
  return (
    <div className="card payment-panel">
      <p className="payment-problem" role="alert">
        {problem}
      </p>
      {children}
    </div>
  );
}

function OutsideWindow({
  hostel,
  opensAt,
  opened,
  onWindowOpens,
  restart,
}: {
  hostel: string;
  opensAt: string;
  opened: boolean;
  onWindowOpens: () => void;
  restart: ReactNode;
}) {
  const { t } = useTranslation('messages');
  return (
    <div className="card payment-panel">
      {opened ? (
        <p className="callout callout--success" role="status">
          {t('selectionOpenedStartAgain', { hostel })}
        </p>
      ) : (
        <>
          <p className="payment-problem" role="alert">
            {t('holdOutsideWindow', { hostel, at: formatDateTime(opensAt) })}
          </p>
          <p className="hold">
            {t('selectionOpensIn')} <Countdown until={opensAt} onEnd={onWindowOpens} className="hold__time" />
          </p>
        </>
      )}
      {restart}
    </div>
  );
}

export interface PaymentRefusedProps {
  phase: RefusedPhase;
  hostel: string;
  token: string;
  /** The link back to the hostel's rooms. */
  backToRooms: ReactNode;
  /** Start again (a fresh hold) and the way back to the rooms. */
  restart: ReactNode;
  startAgain: () => void;
  onWindowOpens: () => void;
}

export function PaymentRefused({ phase, hostel, token, backToRooms, restart, ...on }: PaymentRefusedProps) {
  const { t } = useTranslation(['booking', 'messages']);
  switch (phase.kind) {
    case 'in-line':
      return (
        <WaitingRoom token={token} hostel={hostel} why={t('messages:inLineWhy')} onAdmitted={on.startAgain}>
          {backToRooms}
        </WaitingRoom>
      );
    case 'already-booked':
      return <AlreadyBooked className="card payment-panel" />;
    case 'not-eligible':
      return (
        <ProblemPanel problem={phase.rule}>
          <Link className="button button--primary" to={paths.profile.getHref()}>
            {t('payment.residenceDetails')}
          </Link>
          {backToRooms}
        </ProblemPanel>
      );
    case 'outside-window':
      return phase.opensAt === null ? (
        <ProblemPanel problem={t('messages:noSelectionWindow')}>{backToRooms}</ProblemPanel>
      ) : (
        <OutsideWindow
          hostel={hostel}
          opensAt={phase.opensAt}
          opened={phase.opened}
          onWindowOpens={on.onWindowOpens}
          restart={restart}
        />
      );
    case 'recently-lapsed':
    case 'stay-refused':
      return <ProblemPanel problem={phase.reason}>{backToRooms}</ProblemPanel>;
    case 'taken':
    case 'not-found':
      return (
        <ProblemPanel problem={phase.kind === 'taken' ? t('messages:roomTaken') : t('messages:roomNotFound')}>
          {backToRooms}
        </ProblemPanel>
      );
    case 'failed':
      return (
        <ProblemPanel
          problem={t('payment.failedWithReason', { problem: t('messages:paymentStartFailed'), reason: phase.reason })}
        >
          {restart}
        </ProblemPanel>
      );
  }
}
