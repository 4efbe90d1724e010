// Where an arrow key, Home or End moves the focus on the wing map: one roving tab stop over every floor of every wing.

/** A cell as the keys see it: its room id and its position on the floor (room_number % 100). */
export interface MapCell {
  id: number;
  position: number;
}

/** Every floor of every wing shown, top to bottom as on screen (wing A's floors, then wing B's…). */
export type MapRows = ReadonlyArray<ReadonlyArray<MapCell>>;

export type MapKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export function isMapKey(key: string): key is MapKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);
}

function locate(rows: MapRows, id: number): { row: number; col: number } | null {
  for (let row = 0; row < rows.length; row += 1) {
    const col = rows[row]?.findIndex((cell) => cell.id === id) ?? -1;
    if (col >= 0) return { row, col };
  }
  return null;
}

/** The cell of `cells` whose position is nearest `position` (the lower one on a tie), so Up/Down keep the column. */
function nearest(cells: ReadonlyArray<MapCell>, position: number): MapCell | undefined {
  let best: MapCell | undefined;
  for (const cell of cells) {
    if (!best || Math.abs(cell.position - position) < Math.abs(best.position - position)) best = cell;
  }
  return best;
}

/**
 * The room id the focus moves to, or null when the key does not move it (an edge of the map, or a room not on it).
 * Left/Right stay on the floor; Up/Down go to the floor above/below (on into the next wing) at the nearest position;
 * Home/End go to the floor's first/last room, and with Ctrl to the map's first/last room.
 */
export function moveOnMap(rows: MapRows, fromId: number, key: MapKey, ctrlKey = false): number | null {
  const at = locate(rows, fromId);
  if (!at) return null;
  const row = rows[at.row] ?? [];
  const current = row[at.col];
  let target: MapCell | undefined;
  switch (key) {
    case 'ArrowLeft':
      target = row[at.col - 1];
      break;
    case 'ArrowRight':
      target = row[at.col + 1];
      break;
    case 'ArrowUp':
      target = current && nearest(rows[at.row - 1] ?? [], current.position);
      break;
    case 'ArrowDown':
      target = current && nearest(rows[at.row + 1] ?? [], current.position);
      break;
    case 'Home':
      target = ctrlKey ? rows[0]?.[0] : row[0];
      break;
    case 'End': {
      const last = ctrlKey ? rows[rows.length - 1] : row;
      target = last?.[last.length - 1];
      break;
    }
  }
  return target && target.id !== fromId ? target.id : null;
}
