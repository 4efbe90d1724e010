// The hostels an office account's places name or feed: a mess manager's place is a mess, and the hostels it serves are
// those the mess feeds (public.mess_hostels), read for the mess by its name.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { servedHostelsOf } from './my-places';

const requests: URL[] = [];

beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    requests.push(url);
    const rows = url.pathname.endsWith('/messes')
      ? [{ id: 2 }]
      : [{ hostel_name: 'Kanhar' }, { hostel_name: 'Gopad' }, { hostel_name: 'Kanhar' }];
    return Promise.resolve(new Response(JSON.stringify(rows), { status: 200 }));
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('servedHostelsOf', () => {
  it('when the place is a mess, then the hostels it feeds are served, once each', async () => {
    expect(await servedHostelsOf([{ kind: 'mess', place: 'Gopad Mess' }])).toEqual(['Gopad', 'Kanhar']);
    const [messes, fed] = requests;
    expect(messes?.pathname).toBe('/rest/v1/messes');
    expect(messes?.searchParams.get('name')).toBe('in.(Gopad Mess)');
    expect(fed?.pathname).toBe('/rest/v1/mess_hostels');
    expect(fed?.searchParams.get('mess_id')).toBe('in.(2)');
  });

  it('when the places are hostels or gates, then they are served as named, and nothing is read', async () => {
    requests.length = 0;
    expect(
      await servedHostelsOf([
        { kind: 'hostel', place: 'Kanhar' },
        { kind: 'gate', place: 'Indravati' },
      ]),
    ).toEqual(['Indravati', 'Kanhar']);
    expect(requests).toEqual([]);
  });
});
