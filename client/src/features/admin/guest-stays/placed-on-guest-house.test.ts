// A warden is placed on a guest house when one of their hostels is of kind guest; a student hostel of the same name
// elsewhere in their places, or a gate or mess, does not count.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHostels, type Hostel } from '../../../lib/hostels';
import { getMyPlaces } from '../api/my-places';
import { placedOnGuestHouse } from './placed-on-guest-house';

vi.mock('../../../lib/hostels', () => ({ getHostels: vi.fn() }));
vi.mock('../api/my-places', () => ({ getMyPlaces: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const hostel = (name: string, kind: Hostel['kind']) => ({ name, kind }) as Hostel;

describe('placedOnGuestHouse', () => {
  it('when a place is a hostel of kind guest, then the warden is placed on a guest house; otherwise not', async () => {
    vi.mocked(getHostels).mockResolvedValue([hostel('Kanhar', 'boys'), hostel('Atithi', 'guest')]);
    vi.mocked(getMyPlaces).mockResolvedValue([{ kind: 'hostel', place: 'Kanhar' }]);
    expect(await placedOnGuestHouse()).toBe(false);
    vi.mocked(getMyPlaces).mockResolvedValue([{ kind: 'gate', place: 'Atithi' }]);
    expect(await placedOnGuestHouse()).toBe(false);
    vi.mocked(getMyPlaces).mockResolvedValue([
      { kind: 'hostel', place: 'Kanhar' },
      { kind: 'hostel', place: 'Atithi' },
    ]);
    expect(await placedOnGuestHouse()).toBe(true);
  });
});
