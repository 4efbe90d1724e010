// Data access: the server-only SQL functions (supabase/schema.sql), called with the service role, answers validated.
// One store per area (<area>/store.ts); the use cases take the whole, as each needs a few areas.
import type { Supabase } from './clients/supabase.js';
import { createAllotmentStore, type AllotmentStore } from './allotments/store.js';
import { createBookingStore, type BookingStore } from './payments/store.js';
import { createFeesStore, type FeesStore } from './fees/store.js';
import { createGateStore, type GateStore } from './gate/store.js';
import { createGuestStayStore, type GuestStayStore } from './guest-stays/store.js';
import { createLeaveStore, type LeaveStore } from './leave/store.js';
import { createMessBillStore, type MessBillStore } from './mess-bills/store.js';
import { createMessStore, type MessStore } from './mess/store.js';
import { createMessMenuStore, type MessMenuStore } from './mess-menus/store.js';
import { createMessCounterStore, type MessCounterStore } from './mess-counter/store.js';
import { createNoticeStore, type NoticeStore } from './notices/store.js';
import { createOfficeStore, type OfficeStore } from './office/store.js';
import { createOutboxStore, type OutboxStore } from './notifications/store.js';
import { createPeopleStore, type PeopleStore } from './people/store.js';
import { createRecordStore, type RecordStore } from './student-record/store.js';
import { createRollCallStore, type RollCallStore } from './rollcall/store.js';
import { createRoomInventoryStore, type RoomInventoryStore } from './room-inventory/store.js';
import { createRoommateStore, type RoommateStore } from './roommates/store.js';
import { createSelectionStore, type SelectionStore } from './selection/store.js';
import { createWaitingRoomStore, type WaitingRoomStore } from './waiting-room/store.js';
import { createVisitorStore, type VisitorStore } from './visitors/store.js';
import { createWaitlistStore, type WaitlistStore } from './waitlist/store.js';
import { createWorkOrderStore, type WorkOrderStore } from './work-orders/store.js';

export type { Actor } from './db/answers.js';
export type { NoticeDraft } from './notices/store.js';
export type { OfficeBooking } from './office/store.js';
export type { SelectionWindowDraft } from './selection/store.js';
export type { TicketState, WaitingLine } from './waiting-room/store.js';

export interface HostelStore
  extends
    AllotmentStore,
    BookingStore,
    FeesStore,
    GateStore,
    GuestStayStore,
    LeaveStore,
    MessBillStore,
    MessStore,
    MessMenuStore,
    MessCounterStore,
    RoommateStore,
    OutboxStore,
    NoticeStore,
    OfficeStore,
    PeopleStore,
    RecordStore,
    RollCallStore,
    RoomInventoryStore,
    SelectionStore,
    VisitorStore,
    WaitingRoomStore,
    WaitlistStore,
    WorkOrderStore {}

export function createHostelStore(supabase: Supabase): HostelStore {
  return {
    ...createAllotmentStore(supabase),
    ...createBookingStore(supabase),
    ...createFeesStore(supabase),
    ...createGateStore(supabase),
    ...createGuestStayStore(supabase),
    ...createLeaveStore(supabase),
    ...createMessBillStore(supabase),
    ...createMessStore(supabase),
    ...createMessMenuStore(supabase),
    ...createMessCounterStore(supabase),
    ...createRoommateStore(supabase),
    ...createOutboxStore(supabase),
    ...createNoticeStore(supabase),
    ...createOfficeStore(supabase),
    ...createPeopleStore(supabase),
    ...createRecordStore(supabase),
    ...createRollCallStore(supabase),
    ...createRoomInventoryStore(supabase),
    ...createSelectionStore(supabase),
    ...createVisitorStore(supabase),
    ...createWaitingRoomStore(supabase),
    ...createWaitlistStore(supabase),
    ...createWorkOrderStore(supabase),
  };
}
