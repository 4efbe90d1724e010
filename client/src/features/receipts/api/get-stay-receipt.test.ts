// A guest stay's receipt: paid steps read Paid, a refused or void stay Refunded, a stay never paid has none, and an
// unknown reference (or another host's stay) reads as no receipt rather than an error.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { callSignedIn } from '../../../lib/signed-in-call';
import { guestStayOf } from '../../../testing/guest-stay';
import { getStayReceipt } from './get-stay-receipt';

vi.mock('../../../lib/signed-in-call', () => ({ callSignedIn: vi.fn() }));

const ISSUER = { name: 'Campus Institute of Technology', address: 'Raipur' };

describe('getStayReceipt', () => {
  it('when the stay is paid, then its receipt names the guest and the nights', async () => {
    vi.mocked(callSignedIn).mockResolvedValue(guestStayOf({ status: 'checked_in' }));
    await expect(getStayReceipt('STAY0A1B2C', ISSUER)).resolves.toMatchObject({
      reference: 'STAY0A1B2C',
      status: 'paid',
      hostel: 'Atithi',
      amountMinor: 160_000,
      receiptNumber: 'HR-2026-000042',
      name: 'Asha Verma',
      stay: { guestName: 'Sunita Verma', checkIn: '2026-12-20', nights: 2, nightlyMinor: 80_000 },
    });
  });

  it('when the stay was refused or voided, then it reads Refunded; held or cancelled, there is no receipt', async () => {
    for (const status of ['refused', 'void', 'refunded'] as const) {
      vi.mocked(callSignedIn).mockResolvedValue(guestStayOf({ status }));
      expect((await getStayReceipt('STAY0A1B2C', ISSUER))?.status, status).toBe('refunded');
    }
    for (const status of ['held', 'cancelled'] as const) {
      vi.mocked(callSignedIn).mockResolvedValue(guestStayOf({ status, paid_at: null }));
      expect(await getStayReceipt('STAY0A1B2C', ISSUER), status).toBeNull();
    }
  });

  it('when the server knows no such stay for the reader, then there is no receipt; other failures are thrown', async () => {
    vi.mocked(callSignedIn).mockRejectedValue(new ApiError('There is no such guest stay', 404, { code: 'not_found' }));
    await expect(getStayReceipt('NOSUCH0000', ISSUER)).resolves.toBeNull();
    vi.mocked(callSignedIn).mockRejectedValue(new ApiError('Try again', 503));
    await expect(getStayReceipt('STAY0A1B2C', ISSUER)).rejects.toThrow('Try again');
  });
});
