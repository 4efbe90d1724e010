// A room in the list view and in its dialog: a room out of service says so in words and offers no way to book it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '../api/get-hostel-rooms';
import { toRoomViews } from '../room-list';
import { RoomCard } from './room-card';
import { RoomDetails } from './room-details';

const NOW = Date.parse('2026-11-22T10:00:00Z');

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only marks it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

function view(outOfService: boolean, ownedBedId: number | null = null) {
  const room: Room = {
    id: 4,
    hostel_name: 'Gopad',
    wing_name: 'C',
    room_number: 212,
    occupancy: 2,
    accessible: false,
    price_minor: 50000,
    fee_period: 'semester',
    out_of_service: outOfService,
    beds: [
      { id: 41, occupied: false, held_until: null, reserved_until: null },
      { id: 42, occupied: false, held_until: null, reserved_until: null },
    ],
  };
  const [shown] = toRoomViews([room], NOW, new Set(), ownedBedId);
  if (!shown) throw new Error('no view');
  return shown;
}

describe('a room out of service', () => {
  it('when listed, then its badge and note say Out of service and there is no Book Now', () => {
    render(
      <MemoryRouter>
        <ul>
          <RoomCard room={view(true)} />
        </ul>
      </MemoryRouter>,
    );
    const card = screen.getByRole('listitem', { name: 'Wing C · Room 212' });
    expect(card).toHaveClass('room-card--out-of-service');
    expect(card).toHaveTextContent('Out of service');
    expect(screen.getByText('Out of service: this room cannot be booked for now.')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 beds free')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('when a student with a bed opens it, then no room change into it is offered either', () => {
    render(
      <MemoryRouter>
        <RoomDetails room={view(true, 99)} onClose={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Wing C · Room 212' })).toBeInTheDocument();
    expect(screen.getByText('Out of service: this room cannot be booked for now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a room change' })).toBeNull();
  });

  it('when the same room is back in service, then Book Now links to the wizard', () => {
    render(
      <MemoryRouter>
        <ul>
          <RoomCard room={view(false)} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/status/Gopad/booknow/4');
  });
});
