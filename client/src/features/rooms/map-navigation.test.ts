import { describe, expect, it } from 'vitest';
import { moveOnMap, type MapRows } from './map-navigation';

// Wing A floor 1: 101 102 103; floor 2: 201 203 (202 filtered out); wing B floor 1: 101 102.
const ROWS: MapRows = [
  [
    { id: 1, position: 1 },
    { id: 2, position: 2 },
    { id: 3, position: 3 },
  ],
  [
    { id: 4, position: 1 },
    { id: 5, position: 3 },
  ],
  [
    { id: 6, position: 1 },
    { id: 7, position: 2 },
  ],
];

describe('moving on the wing map', () => {
  it('when Left or Right, then the focus moves along the floor and stops at its ends', () => {
    expect(moveOnMap(ROWS, 2, 'ArrowRight')).toBe(3);
    expect(moveOnMap(ROWS, 2, 'ArrowLeft')).toBe(1);
    expect(moveOnMap(ROWS, 3, 'ArrowRight')).toBeNull();
    expect(moveOnMap(ROWS, 1, 'ArrowLeft')).toBeNull();
  });

  it('when Up or Down, then the focus goes to the nearest room of the next floor, on into the next wing', () => {
    expect(moveOnMap(ROWS, 3, 'ArrowDown')).toBe(5);
    expect(moveOnMap(ROWS, 2, 'ArrowDown')).toBe(4);
    expect(moveOnMap(ROWS, 5, 'ArrowDown')).toBe(7);
    expect(moveOnMap(ROWS, 6, 'ArrowUp')).toBe(4);
    expect(moveOnMap(ROWS, 1, 'ArrowUp')).toBeNull();
    expect(moveOnMap(ROWS, 7, 'ArrowDown')).toBeNull();
  });

  it('when Home or End, then the floor’s first or last room; with Ctrl, the map’s', () => {
    expect(moveOnMap(ROWS, 2, 'Home')).toBe(1);
    expect(moveOnMap(ROWS, 2, 'End')).toBe(3);
    expect(moveOnMap(ROWS, 5, 'Home', true)).toBe(1);
    expect(moveOnMap(ROWS, 2, 'End', true)).toBe(7);
    expect(moveOnMap(ROWS, 1, 'Home')).toBeNull();
  });

  it('when the room is not on the map, then nothing moves', () => {
    expect(moveOnMap(ROWS, 99, 'ArrowRight')).toBeNull();
    expect(moveOnMap([], 1, 'Home')).toBeNull();
  });
});
