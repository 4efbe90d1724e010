import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hostel } from './hostels';

const selectPublic = vi.fn<(table: string, query: Record<string, string>) => Promise<Hostel[]>>();
vi.mock('./public-rest', () => ({ selectPublic }));

function hostel(name: string, sortOrder: number): Hostel {
  return {
    name,
    code: name.slice(0, 3).toUpperCase(),
    kind: 'boys',
    anchor: name.toLowerCase(),
    description: `${name} hostel`,
    facilities: ['Wi-Fi'],
    places: 10,
    accessible_places: 1,
    sort_order: sortOrder,
    caution_deposit_minor: 0,
    office_allotment: 'final',
  };
}

const LIST = [hostel('Kanhar', 1), hostel('Shivnath', 2)];

beforeEach(() => {
  vi.resetModules();
  selectPublic.mockReset();
});

describe('the hostels list', () => {
  it('when several parts of the page ask at once, then public.hostels is read once, in the office order', async () => {
    selectPublic.mockResolvedValue(LIST);
    const { getHostels } = await import('./hostels');
    const [first, second] = await Promise.all([getHostels(), getHostels()]);
    expect(first).toBe(second);
    expect(selectPublic).toHaveBeenCalledTimes(1);
    expect(selectPublic).toHaveBeenCalledWith('hostels', { select: '*', order: 'sort_order.asc' });
  });

  it('when a read fails, then the failure is not remembered and the next caller reads again', async () => {
    selectPublic.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(LIST);
    const { getHostels } = await import('./hostels');
    await expect(getHostels()).rejects.toThrow('offline');
    await expect(getHostels()).resolves.toEqual(LIST);
    expect(selectPublic).toHaveBeenCalledTimes(2);
  });

  it('when a name in the address is spelled in any case, then the hostel is found; unknown names are not', async () => {
    const { canonicalHostel } = await import('./hostels');
    expect(canonicalHostel(LIST, 'Kanhar')?.name).toBe('Kanhar');
    expect(canonicalHostel(LIST, 'shivnath')?.name).toBe('Shivnath');
    expect(canonicalHostel(LIST, ' SHIVNATH ')?.name).toBe('Shivnath');
    expect(canonicalHostel(LIST, 'Narmada')).toBeUndefined();
    expect(canonicalHostel(LIST, '')).toBeUndefined();
  });
});
