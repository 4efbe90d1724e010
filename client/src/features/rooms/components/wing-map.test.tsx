import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Bed, Room } from '../api/get-hostel-rooms';
import { toRoomViews, wingMaps } from '../room-list';
import { MapLegend, WingMaps } from './wing-map';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const FREE: Omit<Bed, 'id'> = { occupied: false, held_until: null, reserved_until: null };
const TAKEN: Omit<Bed, 'id'> = { occupied: true, held_until: null, reserved_until: null };
const HELD: Omit<Bed, 'id'> = { occupied: false, held_until: '2026-11-22T10:10:00Z', reserved_until: null };

/** Bed ids are id * 10 + 1 (+ 2 for a double's second bed). */
function room(id: number, wing: string, number: number, beds = [FREE], accessible = false, outOfService = false): Room {
  return {
    id,
    hostel_name: 'Kanhar',
    wing_name: wing,
    room_number: number,
    occupancy: beds.length,
    accessible,
    price_minor: 50000,
    fee_period: 'semester',
    out_of_service: outOfService,
    beds: beds.map((bed, index) => ({ id: id * 10 + index + 1, ...bed })),
  };
}

const ROOMS = [
  room(1, 'A', 101, [FREE], true),
  room(2, 'A', 102, [TAKEN]),
  room(3, 'A', 201, [TAKEN, FREE]),
  room(4, 'A', 202, [HELD]),
  room(5, 'B', 101),
  room(6, 'B', 103, [FREE, FREE], false, true),
];

function renderMap(ownHeld: ReadonlySet<number> = new Set()) {
  const onOpen = vi.fn();
  const user = userEvent.setup();
  render(<WingMaps maps={wingMaps(toRoomViews(ROOMS, NOW, ownHeld))} onOpen={onOpen} />);
  return { onOpen, user };
}

const cell = (name: RegExp) => screen.getByRole('button', { name });
/** What a cell shows: its number, then the marks CSS draws from data-marks. */
const shown = (name: RegExp) => `${cell(name).textContent ?? ''}${cell(name).dataset.marks ?? ''}`;

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
    expect(shown(/^Room 101: Vacant, Accessible$/)).toBe('101✓♿');
    // Access is a colour too (the violet foot), not only the mark.
    expect(cell(/^Room 101: Vacant, Accessible$/)).toHaveClass('map-cell__button--accessible');
    expect(cell(/^Room 201: /)).not.toHaveClass('map-cell__button--accessible');
    expect(shown(/^Room 102: Occupied$/)).toBe('102✕');
    expect(shown(/^Room 202: Reserved$/)).toBe('202◷');
    expect(shown(/^Room 201: Partly free, 1 of 2 beds free$/)).toBe('201◐');
    expect(shown(/^Room 103: Out of service$/)).toBe('103⊘');
    expect(cell(/^Room 103: Out of service$/)).toHaveClass('map-cell__button--out-of-service');
  });

  it('when the key is shown, then it explains Out of service by its mark and in words', () => {
    render(<MapLegend />);
    const key = screen.getByRole('list', { name: 'Map key' });
    expect(key).toHaveTextContent('⊘Out of service');
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
    renderMap(new Set([41]));
    expect(shown(/^Room 202: Vacant, Your hold$/)).toBe('202✓★');
  });
});
