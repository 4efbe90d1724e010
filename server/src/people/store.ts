// Accounts and people: office roles, the people list, profile corrections, recovery mails and the audit log.
import type { Supabase } from '../clients/supabase.js';
import { notificationLanguage, type NotificationLanguage } from '@campus-hostel/contracts/notifications';
import { z } from 'zod';
import type { Gender } from '@campus-hostel/contracts/database';
import { CheckedValues, type Json } from '@campus-hostel/contracts/database-types';
import { type OfficeRole, type Person } from '@campus-hostel/contracts/api';
import {
  id,
  officeRole,
  timestamp,
  nullableTimestamp,
  unwrap,
  sqlNull,
  authAdminFailure,
  exactlyOne,
  type Actor,
} from '../db/answers.js';

const correctionRow = z.object({
  outcome: z.enum(['corrected', 'not_found', 'forbidden']),
  gender: z.enum(CheckedValues.student_profiles.gender).nullable(),
  married: z.boolean().nullable(),
  corrected_at: nullableTimestamp,
});

export type CorrectionResult =
  | { outcome: 'not_found' | 'forbidden' }
  | { outcome: 'corrected'; gender: Gender; married: boolean; correctedAt: string | null };

const personRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  roll_number: z.string().nullable(),
  role: officeRole,
  places: z.array(z.string()),
  created_at: timestamp,
  last_sign_in_at: nullableTimestamp,
  request_id: id.nullable(),
  requested_role: officeRole,
  total: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});

export type OfficePlacesOutcome = 'set' | 'cleared' | 'not_found' | 'places_required' | 'unknown_place';

/** One audit row written by the server itself (the SQL functions write their own). */

export interface RecoveryLink {
  link: string;
  language: NotificationLanguage;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before: { [key: string]: Json } | null;
  after: { [key: string]: Json } | null;
  reason: string | null;
}

export interface PeopleStore {
  /** The office role the account holds now (null: none, or no such account). */
  accountRole(userId: string): Promise<OfficeRole | null>;
  /**
   * For each account, in order, whether it is a guest's (public.guest_accounts), at most 1000 at a time: decided when
   * the account was made, never changed.
   */
  guestFlags(userIds: string[]): Promise<boolean[]>;
  /** One page of accounts matching a name or email fragment, office roles first, and how many match in all. */
  listPeople(query: string | null, limit: number, offset: number): Promise<{ people: Person[]; total: number }>;
  /** Whether the account exists (Supabase Auth, with the secret key). */
  accountExists(userId: string): Promise<boolean>;
  /** Sets or removes (null) app_metadata.role through the Supabase Auth admin API; other app_metadata is kept. */
  setAccountRole(userId: string, role: OfficeRole | null): Promise<void>;
  /**
   * Replaces the places an account serves for this role (none for a role without places), audited when they change
   * (set_office_places).
   */
  setOfficePlaces(
    userId: string,
    role: OfficeRole | null,
    places: string[],
    actor: Actor,
  ): Promise<OfficePlacesOutcome>;
  /** The places the account serves in the role it holds now (office_places), sorted. */
  officePlaces(userId: string): Promise<string[]>;
  /** Whether the account may work on the complaint: the whole office, its hostel's warden or its trade's technician. */
  memberServesComplaint(userId: string, complaintId: number): Promise<boolean>;
  /** Corrects a student's declared gender and marital status as an admin, audited (correct_student_profile). */
  correctStudentProfile(
    userId: string,
    declaration: { gender: Gender; married: boolean },
    actor: Actor,
  ): Promise<CorrectionResult>;
  /**
   * Counts one password reset mail for the account with this address (claim_recovery_mail) and answers the account's own
   * address; null when no account has it or its mails for the hour are spent.
   */
  claimRecoveryMail(email: string): Promise<string | null>;
  /**
   * A one-time password reset link landing on redirectTo (Auth admin API, which mails nothing), and the language the
   * account reads its mail in; null when no account has the address.
   */
  recoveryLink(email: string, redirectTo: string): Promise<RecoveryLink | null>;
  recordAudit(entry: AuditEntry, actor: Actor): Promise<void>;
  /** The account and role a pending office access request asks for; null once decided or when there is none. */
  pendingOfficeAccess(requestId: number): Promise<{ userId: string; role: OfficeRole } | null>;
  /** Closes a pending request as granted or refused, audited (decide_office_access). */
  decideOfficeAccess(requestId: number, grant: boolean, actor: Actor): Promise<OfficeAccessOutcome>;
}

export type OfficeAccessOutcome = 'decided' | 'already_decided' | 'not_found' | 'forbidden';

const pendingAccessRow = z.object({ user_id: z.string(), requested_role: z.enum(['staff', 'admin']) });

export function createPeopleStore(supabase: Supabase): PeopleStore {
  return {
    async accountRole(userId) {
      const answer = await supabase.rpc('account_role', { p_user_id: userId });
      return unwrap('account_role', answer, officeRole);
    },

    async guestFlags(userIds) {
      const answer = await supabase.rpc('guest_flags', { p_user_ids: userIds });
      return unwrap('guest_flags', answer, z.array(z.boolean()));
    },

    async listPeople(query, limit, offset) {
      const answer = await supabase.rpc('list_people', {
        p_query: sqlNull(query),
        p_limit: limit,
        p_offset: offset,
      });
      const rows = unwrap('list_people', answer, z.array(personRow));
      return {
        people: rows.map(({ total: _total, request_id, requested_role, ...person }) => ({
          ...person,
          access_request:
            request_id !== null && requested_role !== null ? { id: request_id, role: requested_role } : null,
        })),
        total: rows[0]?.total ?? 0,
      };
    },

    async accountExists(userId) {
      const { data, error } = await supabase.auth.admin.getUserById(userId);
      if (error) {
        if (error.status === 404) return false;
        throw authAdminFailure('auth.admin.getUserById', error);
      }
      return data.user !== null;
    },

    async setAccountRole(userId, role) {
      // GoTrue merges app_metadata: a null value removes the key, the others stay as they are.
      const { error } = await supabase.auth.admin.updateUserById(userId, { app_metadata: { role } });
      if (error) throw authAdminFailure('auth.admin.updateUserById', error);
    },

    async setOfficePlaces(userId, role, places, actor) {
      const answer = await supabase.rpc('set_office_places', {
        p_user_id: userId,
        p_role: sqlNull(role),
        p_places: places,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap(
        'set_office_places',
        answer,
        z.enum(['set', 'cleared', 'not_found', 'places_required', 'unknown_place']),
      );
    },

    async officePlaces(userId) {
      // A mess manager's place is a mess, named by its name.
      const answer = await supabase
        .from('office_places')
        .select('hostel_name, trade, messes(name)')
        .eq('user_id', userId);
      const rows = unwrap(
        'office_places',
        answer,
        z.array(
          z.object({
            hostel_name: z.string().nullable(),
            trade: z.string().nullable(),
            messes: z.object({ name: z.string() }).nullable(),
          }),
        ),
      );
      return rows
        .map((row) => row.hostel_name ?? row.trade ?? row.messes?.name ?? '')
        .filter((place) => place !== '')
        .sort();
    },

    async memberServesComplaint(userId, complaintId) {
      const answer = await supabase.rpc('member_serves_complaint', { p_user_id: userId, p_complaint_id: complaintId });
      return unwrap('member_serves_complaint', answer, z.boolean());
    },

    async correctStudentProfile(userId, declaration, actor) {
      const answer = await supabase.rpc('correct_student_profile', {
        p_user_id: userId,
        p_gender: declaration.gender,
        p_married: declaration.married,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne(
        'correct_student_profile',
        unwrap('correct_student_profile', answer, z.array(correctionRow)),
      );
      if (row.outcome !== 'corrected') return { outcome: row.outcome };
      if (row.gender === null || row.married === null) throw new Error('correct_student_profile corrected nothing');
      return { outcome: 'corrected', gender: row.gender, married: row.married, correctedAt: row.corrected_at };
    },

    async claimRecoveryMail(email) {
      return unwrap(
        'claim_recovery_mail',
        await supabase.rpc('claim_recovery_mail', { p_email: email }),
        z.string().nullable(),
      );
    },

    async recoveryLink(email, redirectTo) {
      const { data, error } = await supabase.auth.admin.generateLink({
        type: 'recovery',
        email,
        options: { redirectTo },
      });
      if (error) {
        if (error.status === 404) return null;
        throw authAdminFailure('auth.admin.generateLink', error);
      }
      return {
        link: data.properties.action_link,
        language: notificationLanguage((data.user.user_metadata as { locale?: unknown } | undefined)?.locale),
      };
    },

    async recordAudit(entry, actor) {
      const answer = await supabase.rpc('record_audit', {
        p_action: entry.action,
        p_target_type: entry.targetType,
        p_target_id: entry.targetId,
        p_before: sqlNull<Json>(entry.before),
        p_after: sqlNull<Json>(entry.after),
        p_reason: sqlNull(entry.reason),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      unwrap('record_audit', answer, id);
    },

    async pendingOfficeAccess(requestId) {
      const answer = await supabase.rpc('pending_office_access', { p_request_id: requestId });
      const [row] = unwrap('pending_office_access', answer, z.array(pendingAccessRow));
      return row ? { userId: row.user_id, role: row.requested_role } : null;
    },

    async decideOfficeAccess(requestId, grant, actor) {
      const answer = await supabase.rpc('decide_office_access', {
        p_request_id: requestId,
        p_grant: grant,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('decide_office_access', answer, z.enum(['decided', 'already_decided', 'not_found', 'forbidden']));
    },
  };
}
