import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomRow } from '../room-list';
import { toRoomViews, wingMaps } from '../room-list';
import { WingMaps } from './wing-map';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function room(id: number, wing: string, number: number, overrides: Partial<RoomRow> = {}): RoomRow {
  return {
    id,
    hostel_name: 'Kanhar',
    wing_name: wing,
    room_number: number,
    occupancy: 1,
    status: false,
    accessible: false,
    price_minor: 50000,
    held_until: null,
    ...overrides,
  };
}

const ROOMS = [
  room(1, 'A', 101, { accessible: true }),
  room(2, 'A', 102, { status: true }),
  room(3, 'A', 201),
  room(4, 'A', 202, { held_until: '2026-11-22T10:10:00Z' }),
  room(5, 'B', 101),
];

function renderMap(ownHeld: ReadonlySet<number> = new Set()) {
  const onOpen = vi.fn();
  const user = userEvent.setup();
  render(<WingMaps maps={wingMaps(toRoomViews(ROOMS, NOW, ownHeld))} onOpen={onOpen} />);
  return { onOpen, user };
}

const cell = (name: RegExp) => screen.getByRole('button', { name });

describe('the wing map', () => {
  it('when rendered, then each wing is a grid of floors whose cells say their state in words', () => {
    renderMap();
    const wingA = screen.getByRole('grid', { name: /Wing A/ });
    expect(wingA).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Floor 1',
      'Floor 2',
      'Floor 1',
    ]);
    expect(cell(/^Room 101: Vacant, Accessible$/)).toHaveTextContent('101✓♿');
    expect(cell(/^Room 102: Occupied$/)).toHaveTextContent('✕');
    expect(cell(/^Room 202: Reserved$/)).toHaveTextContent('◷');
  });

  it('when tabbing in, then the map is one tab stop and the arrows, Home and End move across floors and wings', async () => {
    const { user } = renderMap();
    await user.tab();
    expect(cell(/^Room 101: Vacant, Accessible$/)).toHaveFocus();
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(cell(/^Room 102/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(/^Room 202/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(/^Room 201/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // Down from wing A's top floor goes on into wing B.
    expect(screen.getByRole('grid', { name: /Wing B/ })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowUp}{End}');
    expect(cell(/^Room 202/)).toHaveFocus();
    // The tab stop followed the focus: leaving and coming back lands where the keys left it.
    expect(cell(/^Room 202/)).toHaveAttribute('tabindex', '0');
    expect(cell(/^Room 101: Vacant, Accessible$/)).toHaveAttribute('tabindex', '-1');
    await user.tab({ shift: true });
    await user.tab();
    expect(cell(/^Room 202/)).toHaveFocus();
  });

  it('when Enter or Space is pressed on a cell, then that room opens', async () => {
    const { user, onOpen } = renderMap();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowDown} ');
    expect(onOpen).toHaveBeenLastCalledWith(3);
  });

  it('when the viewer holds a room, then its cell says Your hold', () => {
    renderMap(new Set([4]));
    expect(cell(/^Room 202: Vacant, Your hold$/)).toHaveTextContent('★');
  });
});
