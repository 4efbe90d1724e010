// Data access: the server-only SQL functions (supabase/schema.sql), called with the service role, answers validated.
// One store per area under store/; the use cases take the whole, as each needs a few areas.
import type { Supabase } from '../clients/supabase.js';
import { createBookingStore, type BookingStore } from './store/bookings.js';
import { createOfficeStore, type OfficeStore } from './store/office.js';
import { createOutboxStore, type OutboxStore } from './store/outbox.js';
import { createPeopleStore, type PeopleStore } from './store/people.js';
import { createRoommateStore, type RoommateStore } from './store/roommates.js';
import { createSelectionStore, type SelectionStore } from './store/selection.js';
import { createWaitingRoomStore, type WaitingRoomStore } from './store/waiting-room.js';
import { createWaitlistStore, type WaitlistStore } from './store/waitlist.js';

export type { Actor } from './store/answers.js';
export type { NoticeDraft, OfficeBooking } from './store/office.js';
export type { SelectionWindowDraft } from './store/selection.js';
export type { TicketState, WaitingLine } from './store/waiting-room.js';

export interface HostelStore
  extends
    BookingStore,
    RoommateStore,
    OutboxStore,
    OfficeStore,
    PeopleStore,
    SelectionStore,
    WaitingRoomStore,
    WaitlistStore {}

export function createHostelStore(supabase: Supabase): HostelStore {
  return {
    ...createBookingStore(supabase),
    ...createRoommateStore(supabase),
    ...createOutboxStore(supabase),
    ...createOfficeStore(supabase),
    ...createPeopleStore(supabase),
    ...createSelectionStore(supabase),
    ...createWaitingRoomStore(supabase),
    ...createWaitlistStore(supabase),
  };
}
