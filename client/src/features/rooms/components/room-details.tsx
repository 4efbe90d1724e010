// One room opened from the map: a modal <dialog> with its state, type, beds, price, access and Book Now.
import { useEffect, useRef } from 'react';
import { messages } from '../../../config/messages';
import type { RoomView } from '../room-list';
import { RoomBookNow, RoomFacts } from './room-facts';

export interface RoomDetailsProps {
  room: RoomView;
  /** Close, Escape: the page puts the focus back on the room's cell. */
  onClose: () => void;
}

export function RoomDetails({ room, onClose }: RoomDetailsProps) {
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
          {messages.closeRoomDetails}
        </button>
        <RoomBookNow room={room} titleId={titleId} />
      </div>
    </dialog>
  );
}
