// Asha's stay in Kanhar's bed A-103-a, for the tests of /room and of the office's inspections: checked in an hour ago,
// its report due in 71 hours, with the room's shared table and her bed's own chair, and the fields given.
import type { ReportItem, RoomCharge, RoomStay } from '@campus-hostel/contracts/api';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export const ASHA = '0b6c2a6e-3f6d-4a55-9a7e-5f1c2d3e4f50';

export function itemOf(fields: Partial<ReportItem> = {}): ReportItem {
  return {
    item_id: 1,
    kind: 'table',
    label: 'Study table',
    shared: true,
    condition: 'good',
    listed_condition: 'good',
    verdict: null,
    claimed_condition: null,
    note: null,
    photos: [],
    moveout_condition: null,
    moveout_note: null,
    moveout_photos: [],
    ...fields,
  };
}

export function chargeOf(fields: Partial<RoomCharge> = {}): RoomCharge {
  return {
    id: 7,
    item_id: 1,
    label: 'Study table',
    condition: 'damaged',
    price_minor: 200_000,
    sharers: 2,
    amount_minor: 100_000,
    appeal: null,
    appealed_at: null,
    decided_amount_minor: null,
    decision_note: null,
    decided_at: null,
    owed_minor: 100_000,
    photos: [],
    ...fields,
  };
}

export function stayOf(fields: Partial<RoomStay> = {}): RoomStay {
  return {
    id: 31,
    user_id: ASHA,
    bed: 'Kanhar A-103 bed a',
    place: { wing: 'A', room: '103', bed: 'a' },
    hostel_name: 'Kanhar',
    opened_at: at(-1),
    due_at: at(71),
    submitted_at: null,
    countersigned_at: null,
    ended_at: null,
    inspected_at: null,
    student: null,
    items: [itemOf(), itemOf({ item_id: 2, kind: 'chair', label: 'Chair', shared: false })],
    charges: [],
    clearance: null,
    ...fields,
  };
}
