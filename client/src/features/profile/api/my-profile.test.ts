// The profile's one read, a plain fetch with the kept token as supabase-js would send it, and how its row becomes each
// panel's part.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSession } from '../../../testing/kept-session';
import { getMyProfile, takeMyProfile } from './my-profile';
import { startMyProfile } from './my-profile-start';

const requests: Request[] = [];

const ENTRY = {
  id: 4,
  hostel_name: 'Kanhar',
  occupancy: 1,
  status: 'waiting',
  position: 2,
  total: 9,
  joined_at: '2026-11-28T10:00:00+00:00',
  offer: null,
};

const ROW = {
  student_record: null,
  room: { id: 7, hostel_name: 'Kanhar', wing_name: 'A', room_number: 12, occupancy: 1, reference: 'BK-7' },
  complaints: [],
  email_off: ['booking_receipt', 'no_longer_a_kind'],
  room_share: null,
  roommate_invites: [],
  declaration: { gender: 'male', married: false, corrected_at: null },
  applications: [],
  waitlist: { entries: [ENTRY] },
  guest_stays: [],
};

let answer: unknown = [ROW];

beforeEach(() => {
  // A kept session with an hour left: its token is sent without supabase-js.
  keepSession({ id: 'student-1' });
  requests.length = 0;
  answer = [ROW];
});

beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('getMyProfile', () => {
  it('when read, then one call answers every panel, each part in its panel’s shape', async () => {
    const profile = await getMyProfile();
    expect(profile.room?.reference).toBe('BK-7');
    expect(profile.emailOff).toEqual(['booking_receipt']);
    expect(profile.waitlist).toEqual({ entries: [ENTRY] });
    expect(profile.declaration).toEqual({ gender: 'male', married: false, corrected_at: null });
    expect(profile.record).toBeNull();

    expect(requests).toHaveLength(1);
    const [call] = requests;
    expect(new URL(call?.url ?? '').pathname).toBe('/rest/v1/rpc/my_profile');
    expect(call?.headers.get('authorization')).toBe('Bearer kept');
  });

  it('when the function answers other than one row, then the read fails', async () => {
    answer = [];
    await expect(getMyProfile()).rejects.toMatchObject({ code: 'PGRST116' });
    answer = [ROW, ROW];
    await expect(getMyProfile()).rejects.toMatchObject({ code: 'PGRST116' });
  });

  it('when a part is not what its API answers, then the read fails rather than show it', async () => {
    answer = [{ ...ROW, waitlist: { entries: [{ ...ENTRY, occupancy: 3 }] } }];
    await expect(getMyProfile()).rejects.toThrow();
  });

  it('when started as the page’s code runs, then the page’s first render takes that read and asks nothing again', async () => {
    startMyProfile();
    expect(requests).toHaveLength(1);
    expect((await takeMyProfile('student-1')).room?.reference).toBe('BK-7');
    expect(requests).toHaveLength(1);
    // Taken once: a later render of the page reads again.
    await takeMyProfile('student-1');
    expect(requests).toHaveLength(2);
  });

  it('when the layout started it and then the page’s code runs, then it is still one read', async () => {
    startMyProfile();
    startMyProfile();
    await takeMyProfile('student-1');
    expect(requests).toHaveLength(1);
  });

  it('when the early read was another account’s, then the page reads its own', async () => {
    startMyProfile();
    await takeMyProfile('student-2');
    expect(requests).toHaveLength(2);
  });

  it('when storage keeps no session, then nothing starts early', () => {
    localStorage.clear();
    startMyProfile();
    expect(requests).toHaveLength(0);
  });
});
