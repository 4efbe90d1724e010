// A signed-in student's part of a hostel page (DESIGN §13): their selection window, and on selection day the waiting
// room in front of the rooms. The page enters the hostel's selection in one call: the student's windows and, while
// one is open for the hostel, their place in line, so a student in line sees the rooms once admitted and the crowd in
// line does not load every room of the hostel only to wait. One whose window is still to open browses the rooms under
// the countdown, and the page takes their place in line when it opens. An admitted student sees how long their turn
// lasts.
import { useCallback, useState, type ReactNode } from 'react';
import { messages } from '../../config/messages';
import { TakingPlace, WaitingRoom } from '../../features/booking/components/waiting-room';
import { RoomsLoading } from '../../features/rooms/components/rooms-loading';
import { AdmissionNotice } from '../../features/selection/components/admission-notice';
import { SelectionNotice } from '../../features/selection/components/selection-notice';
import { useHostelEntry } from '../../features/selection/use-selection-window';

export interface StudentRoomsProps {
  userId: string;
  token: string;
  hostel: string;
  /** The rooms, shown once the student's window is known and, while it is open, once they are admitted. */
  children: ReactNode;
}

export function StudentRooms({ userId, token, hostel, children }: StudentRoomsProps) {
  const { selection, line } = useHostelEntry(userId, hostel);
  // Admitted (until expiresAt), or nothing to wait for (null): the rooms stay on screen for the rest of the visit; a
  // hold after the admission ran out is sent back to the line by the payment page.
  const [admitted, setAdmitted] = useState<{ expiresAt: string | null } | null>(null);
  const onAdmitted = useCallback((expiresAt: string | null) => setAdmitted({ expiresAt }), []);
  if (!admitted && line.kind === 'joined' && line.joined.admitted) setAdmitted({ expiresAt: line.joined.expires_at });

  let rooms = children;
  if (selection.status === 'loading') rooms = <RoomsLoading />;
  else if (selection.status === 'success' && selection.window.kind === 'open' && !admitted) {
    if (line.kind === 'joining') rooms = <TakingPlace why={messages.inLineForRooms} />;
    else if (line.kind === 'joined') {
      rooms = (
        <WaitingRoom
          token={token}
          hostel={hostel}
          why={messages.inLineForRooms}
          joined={line.joined}
          onAdmitted={onAdmitted}
        />
      );
    }
  }
  // A window that could not be read shows the rooms under its retry: the hold still checks the window and the line.
  return (
    <>
      <SelectionNotice hostel={hostel} selection={selection} />
      {admitted?.expiresAt ? <AdmissionNotice expiresAt={admitted.expiresAt} /> : null}
      {rooms}
    </>
  );
}
