// The out-pass: a large QR of the pass token, drawn here (no network), with the identity the guard checks beside it;
// only approved leave not yet over (the ones the API gives a token) has one.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { leaveOf } from './leave.fixture';
import { OutPasses } from './out-pass';

describe('OutPasses', () => {
  it('when a leave carries a pass, then its QR shows with the name, roll number, hostel, room and times beside it', async () => {
    const approved = leaveOf({ id: 7, status: 'approved', pass_token: 'header.payload.signature' });
    render(<OutPasses leave={[leaveOf({ id: 8 }), approved]} />);
    const pass = screen.getByRole('region', { name: 'Out-pass: Bilaspur' });
    const qr = await within(pass).findByRole('img', { name: 'Out-pass QR code of Asha Verma' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const facts = Object.fromEntries(
      within(pass)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Name: 'Asha Verma',
      'Roll number': 'B23CS041',
      Hostel: 'Kanhar',
      Room: 'A-101',
      'Valid from': formatDateTime(approved.from),
      'Valid until': formatDateTime(approved.to),
    });
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('when no leave carries a pass, then no pass shows', () => {
    render(<OutPasses leave={[leaveOf({ status: 'approved' }), leaveOf({ status: 'cancelled' })]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
