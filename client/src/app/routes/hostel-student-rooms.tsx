// A signed-in student's part of a hostel page: their selection window, and on selection day the waiting
// room in front of the rooms. The page enters the hostel's selection in one call: the student's windows and, while
// one is open for the hostel, their place in line, so a student in line sees the rooms once admitted and the crowd in
// line does not load every room of the hostel only to wait. One whose window is still to open browses the rooms under
// the countdown, and the page takes their place in line when it opens. An admitted student sees how long their turn
// lasts, and may give it up to the next in line.
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingRestrictionNotice } from '../../features/eligibility/components/booking-restriction-notice';
import { useBookingRestriction } from '../../features/eligibility/use-booking-restriction';
import { GiveUpTurn, TurnGivenUp } from '../../features/booking/components/give-up-turn';
import { TakingPlace, WaitingRoom } from '../../features/booking/components/waiting-room';
import { RoomsLoading } from '../../features/rooms/components/rooms-loading';
import { AdmissionNotice } from '../../features/selection/components/admission-notice';
import { SelectionNotice } from '../../features/selection/components/selection-notice';
import { useHostelEntry } from '../../features/selection/use-selection-window';

export interface StudentRoomsProps {
  userId: string;
  token: string;
  hostel: string;
  /** Whether the student has a paid bed, as the rooms read it (undefined until they have). */
  hasBed: boolean | undefined;
  /**
   * The rooms, shown once the student's window is known and, while it is open, once they are admitted; told why the
   * student may not book here at all (null when they may), so neither Book Now nor Join is offered only to fail.
   */
  children: (blocked: string | null) => ReactNode;
}

interface Admission {
  expiresAt: string | null;
  ticket: string | null;
}

export function StudentRooms({ userId, token, hostel, hasBed, children }: StudentRoomsProps) {
  const { t } = useTranslation('messages');
  const { selection, line } = useHostelEntry(userId, hostel);
  const restriction = useBookingRestriction(userId, hostel, hasBed);
  // Admitted (until expiresAt), or nothing to wait for (null): the rooms stay on screen for the rest of the visit; a
  // hold after the admission ran out is sent back to the line by the payment page.
  const [admitted, setAdmitted] = useState<Admission | null>(null);
  // A turn given up: its ticket (the entry's answer still names it) and whether the student asked for a new place.
  const [givenUp, setGivenUp] = useState<{ ticket: string; newPlace: boolean } | null>(null);
  const onAdmitted = useCallback(
    (expiresAt: string | null, ticket: string | null) => setAdmitted({ expiresAt, ticket }),
    [],
  );
  const joined = line.kind === 'joined' && line.joined.ticket !== givenUp?.ticket ? line.joined : undefined;
  if (!admitted && joined?.admitted) setAdmitted({ expiresAt: joined.expires_at, ticket: joined.ticket });

  let rooms = children(
    restriction?.kind === 'not-eligible' ? restriction.rule : restriction ? t('alreadyBooked') : null,
  );
  if (selection.status === 'loading') rooms = <RoomsLoading />;
  else if (selection.status === 'success' && selection.window.kind === 'open' && !admitted) {
    if (givenUp && !givenUp.newPlace) {
      rooms = <TurnGivenUp onNewPlace={() => setGivenUp({ ...givenUp, newPlace: true })} />;
    } else if (line.kind === 'joining') rooms = <TakingPlace why={t('inLineForRooms')} />;
    else if (line.kind === 'joined') {
      rooms = (
        <WaitingRoom token={token} hostel={hostel} why={t('inLineForRooms')} joined={joined} onAdmitted={onAdmitted} />
      );
    }
  }
  const turn = admitted?.expiresAt ? { expiresAt: admitted.expiresAt, ticket: admitted.ticket } : null;
  // A window that could not be read shows the rooms under its retry: the hold still checks the window and the line.
  return (
    <>
      <SelectionNotice hostel={hostel} selection={selection} />
      <BookingRestrictionNotice hostel={hostel} restriction={restriction} />
      {turn ? (
        <AdmissionNotice expiresAt={turn.expiresAt}>
          {turn.ticket ? (
            <GiveUpTurn
              ticket={turn.ticket}
              token={token}
              onGivenUp={() => {
                setGivenUp({ ticket: turn.ticket as string, newPlace: false });
                setAdmitted(null);
              }}
            />
          ) : null}
        </AdmissionNotice>
      ) : null}
      {rooms}
    </>
  );
}
