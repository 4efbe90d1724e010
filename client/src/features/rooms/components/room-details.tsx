// One room opened from the map: a modal <dialog> with its state, type, beds, price, access and Book Now.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomView } from '../room-list';
import { RoomBookNow, RoomFacts } from './room-facts';

export interface RoomDetailsProps {
  room: RoomView;
  /** Close, Escape: the page puts the focus back on the room's cell. */
  onClose: () => void;
  /** Why the viewer may not book in this hostel, said in place of Book Now. */
  blocked?: string | null;
}

export function RoomDetails({ room, onClose, blocked }: RoomDetailsProps) {
  const { t } = useTranslation('messages');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    // showModal() makes the map inert behind it and keeps the focus inside until it closes.
    if (element && !element.open) element.showModal();
  }, []);

  // Closing the modal first lifts the inertness off the map, so the page can put the focus back on the room's cell.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const titleId = 'room-details-title';
  return (
    <dialog
      ref={dialog}
      className="room-details"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <RoomFacts room={room} titleId={titleId} headingLevel={2} titleClassName="room-details__title" />
      <div className="room-details__actions">
        <button type="button" className="button button--secondary button--small" onClick={close}>
          {t('closeRoomDetails')}
        </button>
        <RoomBookNow room={room} titleId={titleId} blocked={blocked} />
      </div>
    </dialog>
  );
}
