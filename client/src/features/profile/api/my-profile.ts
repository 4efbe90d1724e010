// The profile page's one read (my_profile): every panel's first data at once, each part as that panel's own read
// answers it. On a phone each request to the project is a CORS preflight and a round trip, and the page made ten; the
// page hands each panel its part, and a panel reads on its own again after an action. It is a plain fetch with the
// kept token (lib/signed-in-rest.ts), so it starts while supabase-js is still loading.
import { guestStaysApi, waitlistApi, type GuestStay, type MyWaitlistAnswer } from '@campus-hostel/contracts/api';
import type { ApplicationHistoryRow } from '@campus-hostel/contracts/database';
import type { Database, Tables } from '@campus-hostel/contracts/database-types';
import type { NotificationKind } from '@campus-hostel/contracts/notification-kinds';
import { parseAnswer } from '../../../lib/api-client';
import { RestError } from '../../../lib/public-rest';
import { rpcSignedIn } from '../../../lib/signed-in-rest';
import { freshSession, keptSession } from '../../../lib/stale-session';
import { knownKinds } from './email-preferences';
import type { OwnComplaint } from './get-own-complaints';
import type { OwnRoom } from './get-own-room';

type Functions = Database['public']['Functions'];

export interface MyProfile {
  /** The student record's row and when the office corrected it; the record panel's own parser checks it. */
  record: ({ corrected_at: string | null } & Record<string, unknown>) | null;
  room: OwnRoom | null;
  complaints: OwnComplaint[];
  emailOff: NotificationKind[];
  roomShare: Functions['my_room_share']['Returns'][number] | null;
  roommateInvites: Functions['my_roommate_invites']['Returns'];
  declaration: Pick<Tables<'student_profiles'>, 'gender' | 'married' | 'corrected_at'> | null;
  applications: ApplicationHistoryRow[];
  waitlist: MyWaitlistAnswer;
  guestStays: GuestStay[];
}

/** my_profile's row, its jsonb columns as the function builds them (supabase/schema.sql). */
interface ProfileRow extends Omit<
  MyProfile,
  'record' | 'emailOff' | 'roomShare' | 'roommateInvites' | 'waitlist' | 'guestStays'
> {
  student_record: MyProfile['record'];
  email_off: string[];
  room_share: MyProfile['roomShare'];
  roommate_invites: MyProfile['roommateInvites'];
  waitlist: unknown;
  guest_stays: unknown;
}

export async function getMyProfile(): Promise<MyProfile> {
  const rows = await rpcSignedIn<ProfileRow[]>('my_profile');
  // One row always, as supabase-js's single() insists.
  const [data] = rows;
  if (rows.length !== 1 || !data) throw new RestError('my_profile answered no single row', 406, 'PGRST116');
  const { student_record, email_off, room_share, roommate_invites, waitlist, guest_stays, ...rest } = data;
  return {
    ...rest,
    record: student_record,
    emailOff: knownKinds(email_off),
    roomShare: room_share,
    roommateInvites: roommate_invites,
    // The API's own answers, checked as the API client checks them.
    waitlist: parseAnswer(waitlistApi.mine.answer, waitlist, 'my_profile waitlist'),
    guestStays: parseAnswer(guestStaysApi.mine.answer, { stays: guest_stays }, 'my_profile guest_stays').stays,
  };
}

/** The read started as the page's code ran, for the account whose token storage kept; taken by the page's first render. */
let early: { userId: string; answer: Promise<MyProfile> } | null = null;

/**
 * Starts the read as soon as the page's code runs, before React has rendered it, when storage keeps a session with time
 * left (whose token the read sends); otherwise the page's first render asks.
 */
export function startMyProfile(): void {
  const kept = freshSession(keptSession(), Date.now());
  if (!kept) return;
  const answer = getMyProfile();
  // Its failure is the page's to show, when the page takes it.
  answer.catch(() => undefined);
  early = { userId: kept.user.id, answer };
}

/** The read started early, once, if it was started for `userId`; otherwise a read of its own. */
export function takeMyProfile(userId: string): Promise<MyProfile> {
  const started = early;
  early = null;
  return started?.userId === userId ? started.answer : getMyProfile();
}
