// The rooms of a hostel and their beds, for placing a new inventory item: read from the office's roster, every page.
import { getRoster, ROSTER_PAGE_SIZE } from '../../rooms/api/get-roster';

export interface InventoryRoom {
  id: number;
  /** As the inventory labels it: "<wing>-<number>". */
  label: string;
  beds: { id: number; label: string }[];
}

export async function getHostelRooms(hostel: string): Promise<InventoryRoom[]> {
  const rooms = new Map<number, InventoryRoom>();
  for (let page = 1; ; page += 1) {
    const { rows, total } = await getRoster(hostel, '', page);
    for (const bed of rows) {
      const room = rooms.get(bed.room_id) ?? {
        id: bed.room_id,
        label: `${bed.wing_name}-${bed.room_number}`,
        beds: [],
      };
      room.beds.push({ id: bed.bed_id, label: bed.label });
      rooms.set(bed.room_id, room);
    }
    if (rows.length === 0 || page * ROSTER_PAGE_SIZE >= total) break;
  }
  return [...rooms.values()];
}
