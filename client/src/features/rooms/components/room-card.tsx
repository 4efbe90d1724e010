// One room in the list view: its facts (state, beds, price, access) and Book Now while a bed is free.
import { memo } from 'react';
import type { RoomView } from '../room-list';
import { RoomBookNow, RoomFacts } from './room-facts';

export const RoomCard = memo(function RoomCard({ room, blocked }: { room: RoomView; blocked?: string | null }) {
  const titleId = `room-${room.id}`;
  return (
    <li className={`room-card room-card--${room.state}`} aria-labelledby={titleId}>
      <RoomFacts room={room} titleId={titleId} headingLevel={3} titleClassName="room-card__title" />
      <RoomBookNow room={room} titleId={titleId} className="room-card__action" blocked={blocked} />
    </li>
  );
});
