// The work a page needs before its code arrives, started by the layout when the app opens at that page.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSession } from '../../testing/kept-session';
import { takeMyProfileRows } from '../../features/profile/api/my-profile-start';
import { takeHostelRooms } from '../../features/rooms/api/hostel-rooms-start';
import { startEarlyPageWork } from './early-page-work';

const requests: Request[] = [];

beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(new Response('[]', { status: 200 }));
  });
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  keepSession({ id: 'student-1' });
  requests.length = 0;
});

describe('startEarlyPageWork', () => {
  it('when the app opens at /profile, then the profile’s read starts, and the page takes it without asking again', async () => {
    startEarlyPageWork('/profile');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/rest/v1/rpc/my_profile']);
    await takeMyProfileRows('student-1');
    expect(requests).toHaveLength(1);
  });

  it('when the app opens at a hostel’s rooms, then their read starts for the hostel the address names', () => {
    startEarlyPageWork('/status/Gopad%20Annexe');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/hostels/Gopad%20Annexe/rooms']);
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
    expect(takeHostelRooms('Gopad Annexe')).toBeDefined();
    expect(takeHostelRooms('Gopad Annexe')).toBeUndefined();
  });

  it('when the app opens at another page, then nothing starts', () => {
    for (const pathname of ['/', '/status', '/profile/other', '/admin', '/status/Kanhar/booknow/7']) {
      startEarlyPageWork(pathname);
    }
    expect(requests).toHaveLength(0);
  });
});
