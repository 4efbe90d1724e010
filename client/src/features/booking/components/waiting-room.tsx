// The selection-day waiting room: takes the student's place in line (the same ticket in every tab), or
// starts from the place the page already took, follows it while the page is seen, and tells the page the moment the
// student is admitted. A hostel page under selection shows it before its rooms; the payment page shows it when a hold
// was refused with not_admitted.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { ApiError, normalizeError } from '../../../lib/errors';
import { WAITING_ROOM_POLL_SECONDS, waitingRoomPollSeconds } from '@campus-hostel/contracts/api';
import {
  joinWaitingRoom,
  waitingRoomStatus,
  type JoinWaitingRoomAnswer,
  type WaitingRoomPlace,
} from '../api/waiting-room';
import { formatWait, ordinal } from '../waiting-room-place';
import '../payment.css';

/** Failed checks back off, doubling from the quickest poll, up to this. */
const MAX_BACKOFF_MS = 60_000;

interface Place {
  position: number;
  ahead: number;
  etaSeconds: number;
}

interface Line {
  place: Place | null;
  /** The last check failed: why, and when the next one runs. */
  problem: { reason: string; retryInSeconds: number } | null;
}

/**
 * Answers that leave nothing to wait for: the waiting room is off or the hostel is not under selection, the student
 * already has a bed, or their window for the hostel is not open (the hold says when it opens).
 */
const NOTHING_TO_WAIT_FOR = ['no_waiting_room', 'already_booked', 'outside_window'];

/** Where a waiting answer stands, as the panel shows it. */
function placeOf(answer: { position: number; ahead: number; eta_seconds: number }): Place {
  return { position: answer.position, ahead: answer.ahead, etaSeconds: answer.eta_seconds };
}

export interface WaitingRoomProps {
  token: string;
  /** The hostel whose line this is. */
  hostel: string;
  /** What the wait is for, under the heading. */
  why: string;
  /** The place the page already took (POST /selection/enter): followed from there, not taken again. */
  joined?: JoinWaitingRoomAnswer;
  /** Admitted (until expiresAt, on ticket), or there is nothing to wait for (both null): carry on. */
  onAdmitted: (expiresAt: string | null, ticket: string | null) => void;
  /** The way out, shown under the place. */
  children?: ReactNode;
}

export function WaitingRoom({ token, hostel, why, joined, onAdmitted, children }: WaitingRoomProps) {
  const [line, setLine] = useState<Line>(() => ({
    place: joined && !joined.admitted ? placeOf(joined) : null,
    problem: null,
  }));
  const tokenRef = useRef(token);
  const checkNow = useRef<() => void>(() => undefined);
  // Read once, as the room opens: a page entering again later finds the same ticket, which the room already follows.
  const start = useRef(joined);

  useEffect(() => {
    tokenRef.current = token;
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let ticket: string | null = start.current?.ticket ?? null;
    let failures = 0;
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async (): Promise<void> => {
      if (signal.aborted || busy) return;
      clearTimeout(timer);
      // A hidden page does not poll: it checks at once when it is seen again.
      if (document.visibilityState === 'hidden') return;
      busy = true;
      let next: number;
      try {
        let answer: WaitingRoomPlace;
        if (ticket === null) {
          const joined = await joinWaitingRoom(hostel, tokenRef.current, signal);
          ticket = joined.ticket;
          answer = joined;
        } else {
          answer = await waitingRoomStatus(ticket, tokenRef.current, signal);
        }
        failures = 0;
        if (answer.admitted) {
          onAdmitted(answer.expires_at, ticket);
          return;
        }
        setLine({ place: placeOf(answer), problem: null });
        // The head of the line asks every few seconds, the back of it every half minute (waitingRoomPollSeconds).
        next = waitingRoomPollSeconds(answer.eta_seconds, answer.ahead) * 1000;
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && NOTHING_TO_WAIT_FOR.includes(error.code ?? '')) {
          onAdmitted(null, null);
          return;
        }
        if (
          ticket !== null &&
          error instanceof ApiError &&
          ['admission_expired', 'not_found'].includes(error.code ?? '')
        ) {
          // The admission ended before the hold was made (or the ticket is gone): a new place at once, at the back.
          ticket = null;
          next = 0;
        } else {
          failures += 1;
          next = Math.min(WAITING_ROOM_POLL_SECONDS.min * 1000 * 2 ** failures, MAX_BACKOFF_MS);
          const problem = { reason: normalizeError(error), retryInSeconds: next / 1000 };
          setLine((current) => ({ ...current, problem }));
        }
      } finally {
        busy = false;
      }
      if (next === 0) void check();
      else timer = setTimeout(() => void check(), next);
    };

    const onSeen = () => {
      if (document.visibilityState === 'visible') void check();
    };
    checkNow.current = () => void check();
    window.addEventListener('focus', onSeen);
    document.addEventListener('visibilitychange', onSeen);
    const first = start.current;
    if (first && !first.admitted)
      timer = setTimeout(() => void check(), waitingRoomPollSeconds(first.eta_seconds, first.ahead) * 1000);
    else void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('focus', onSeen);
      document.removeEventListener('visibilitychange', onSeen);
    };
  }, [hostel, onAdmitted]);

  return (
    <LinePanel why={why} line={line} onCheckNow={() => checkNow.current()}>
      {children}
    </LinePanel>
  );
}

/** The waiting room while the page takes the student's place itself (their window opened under the page). */
export function TakingPlace({ why }: { why: string }) {
  return <LinePanel why={why} line={{ place: null, problem: null }} onCheckNow={() => undefined} />;
}

interface LinePanelProps {
  why: string;
  line: Line;
  onCheckNow: () => void;
  children?: ReactNode;
}

function LinePanel({ why, line: { place, problem }, onCheckNow, children }: LinePanelProps) {
  const { t } = useTranslation(['messages', 'booking']);
  return (
    <section className="card payment-panel waiting-room" aria-labelledby="waiting-room-title">
      <h2 id="waiting-room-title">{t('inLine')}</h2>
      <p>{why}</p>
      <div className="waiting-room__place" role="status" aria-live="polite">
        {place ? (
          <>
            <p className="waiting-room__position">{messages.placeInLine(ordinal(place.position), place.ahead)}</p>
            <p>{messages.lineWait(formatWait(place.etaSeconds))}</p>
          </>
        ) : (
          <p>{t('joiningLine')}</p>
        )}
      </div>
      {problem ? (
        <p className="payment-problem" role="alert">
          {messages.lineCheckFailed(problem.reason, problem.retryInSeconds)}
        </p>
      ) : null}
      {problem || children ? (
        <div className="payment-panel__actions">
          {problem ? <Button onClick={onCheckNow}>{t('checkNow')}</Button> : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}
