// The profile page's one read (my_profile): every panel's first data at once, each part as that panel's own read
// answers it. On a phone each request to the project is a CORS preflight and a round trip, and the page made ten; the
// page hands each panel its part, and a panel reads on its own again after an action. It is a plain fetch with the
// kept token (lib/signed-in-rest.ts), so it starts while supabase-js is still loading, and it may have started before
// the page's code arrived (my-profile-start.ts).
import { guestStaysApi, waitlistApi, type GuestStay, type MyWaitlistAnswer } from '@campus-hostel/contracts/api';
import type { ApplicationHistoryRow } from '@campus-hostel/contracts/database';
import type { Database, Tables } from '@campus-hostel/contracts/database-types';
import type { NotificationKind } from '@campus-hostel/contracts/notification-kinds';
import { parseAnswer } from '../../../lib/api-client';
import { RestError } from '../../../lib/public-rest';
import { knownKinds } from './email-preferences';
import type { OwnComplaint } from './get-own-complaints';
import type { OwnRoom } from './get-own-room';
import { readMyProfileRows, takeMyProfileRows } from './my-profile-start';

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

/** my_profile's answer as each panel's part: one row always, as supabase-js's single() insists. */
function profileOf(answer: unknown): MyProfile {
  const rows = answer as ProfileRow[];
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

export async function getMyProfile(): Promise<MyProfile> {
  return profileOf(await readMyProfileRows());
}

/** The read started early for `userId`, once, else a read of its own. */
export async function takeMyProfile(userId: string): Promise<MyProfile> {
  return profileOf(await takeMyProfileRows(userId));
}
