// Selection windows: when and by whom beds may be held, and the claims of listed addresses.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import {
  type SelectionAudience,
  type SelectionWindow,
  type MySelectionWindow,
  SELECTION_AUDIENCES,
} from '@campus-hostel/contracts/api';
import { id, timestamp, nullableTimestamp, unwrap, sqlNull, exactlyOne, type Actor } from '../db/answers.js';

/** A selection window as the admin saves it; emails null keeps the list of an edited window (and its draw). */
export interface SelectionWindowDraft {
  /** Null: a new window. */
  id: number | null;
  name: string;
  opensAt: string;
  closesAt: string;
  hostels: string[];
  audience: SelectionAudience;
  slotSize: number | null;
  slotMinutes: number | null;
  emails: string[] | null;
}

const saveWindowRow = z.object({
  outcome: z.enum(['saved', 'not_found', 'unknown_hostel', 'members_required', 'slots_overrun']),
  window_id: id.nullable(),
});

export type SaveWindowResult =
  { outcome: Exclude<z.infer<typeof saveWindowRow>['outcome'], 'saved'> } | { outcome: 'saved'; id: number };

const deleteWindowOutcome = z.enum(['deleted', 'not_found']);

const claimRow = z.object({
  outcome: z.enum(['claimed', 'not_found', 'email_changed', 'expired', 'nothing_to_claim']),
  windows: z.number().int().nullable(),
});

export type ClaimResult =
  { outcome: Exclude<z.infer<typeof claimRow>['outcome'], 'claimed'> } | { outcome: 'claimed'; windows: number };

const selectionWindowRow = z.object({
  id,
  name: z.string(),
  opens_at: timestamp,
  closes_at: timestamp,
  hostels: z.array(z.string()),
  audience: z.enum(SELECTION_AUDIENCES),
  slot_size: z.number().int().nullable(),
  slot_minutes: z.number().int().nullable(),
  members: z.number().int(),
  claimed: z.number().int(),
  last_slot_opens_at: nullableTimestamp,
  created_by_email: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const mySelectionWindowRow = z.object({
  id,
  name: z.string(),
  hostels: z.array(z.string()),
  opens_at: timestamp,
  closes_at: timestamp,
  open: z.boolean(),
});

export interface SelectionStore {
  /** Creates or edits a selection window (drawing slots for a new list) and audits it, in one transaction. */
  saveSelectionWindow(draft: SelectionWindowDraft, actor: Actor): Promise<SaveWindowResult>;
  deleteSelectionWindow(windowId: number, actor: Actor): Promise<z.infer<typeof deleteWindowOutcome>>;
  /** Every selection window, soonest first, for the office. */
  listSelectionWindows(): Promise<SelectionWindow[]>;
  /** The windows that admit the student, with when each opens for them, soonest first. */
  studentSelectionWindows(userId: string): Promise<MySelectionWindow[]>;
  /** Binds the listed address a claim link went to, to the account it was sent for (claim_selection_address). */
  claimSelectionAddress(userId: string, token: string): Promise<ClaimResult>;
  /** The hostels under selection now (a window covering them has not closed): there, holds happen only inside open windows. */
  selectionHostels(): Promise<string[]>;
}

export function createSelectionStore(supabase: Supabase): SelectionStore {
  return {
    async saveSelectionWindow(draft, actor) {
      const answer = await supabase.rpc('save_selection_window', {
        p_id: sqlNull(draft.id),
        p_name: draft.name,
        p_opens_at: draft.opensAt,
        p_closes_at: draft.closesAt,
        p_hostels: draft.hostels,
        p_audience: draft.audience,
        p_slot_size: sqlNull(draft.slotSize),
        p_slot_minutes: sqlNull(draft.slotMinutes),
        p_emails: sqlNull(draft.emails),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne('save_selection_window', unwrap('save_selection_window', answer, z.array(saveWindowRow)));
      if (row.outcome !== 'saved') return { outcome: row.outcome };
      if (row.window_id === null) throw new Error('save_selection_window saved no window');
      return { outcome: 'saved', id: row.window_id };
    },

    async deleteSelectionWindow(windowId, actor) {
      const answer = await supabase.rpc('delete_selection_window', {
        p_id: windowId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('delete_selection_window', answer, deleteWindowOutcome);
    },

    async listSelectionWindows() {
      const answer = await supabase.rpc('list_selection_windows');
      return unwrap('list_selection_windows', answer, z.array(selectionWindowRow));
    },

    async studentSelectionWindows(userId) {
      const answer = await supabase.rpc('student_selection_windows', { p_user_id: userId });
      return unwrap('student_selection_windows', answer, z.array(mySelectionWindowRow));
    },

    async claimSelectionAddress(userId, token) {
      const answer = await supabase.rpc('claim_selection_address', { p_user_id: userId, p_token: token });
      const row = exactlyOne('claim_selection_address', unwrap('claim_selection_address', answer, z.array(claimRow)));
      if (row.outcome !== 'claimed') return { outcome: row.outcome };
      return { outcome: 'claimed', windows: row.windows ?? 0 };
    },

    async selectionHostels() {
      const answer = await supabase.rpc('selection_hostels');
      return unwrap('selection_hostels', answer, z.array(z.string()));
    },
  };
}
