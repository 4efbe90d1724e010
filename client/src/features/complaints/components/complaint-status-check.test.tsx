// The public status check by complaint ID: complaint_state() read without signing in, shown in the one status
// vocabulary (Pending, In Progress, Resolved), and the spec's text for an unknown ID.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rpcPublic } from '../../../lib/public-rest';
import { renderInApp } from '../../../testing/render';
import { ComplaintStatusCheck } from './complaint-status-check';

vi.mock('../../../lib/public-rest', () => ({ rpcPublic: vi.fn() }));

async function check(id: string) {
  const { user } = renderInApp(<ComplaintStatusCheck />);
  await user.type(screen.getByLabelText('Complaint ID'), id);
  await user.click(screen.getByRole('button', { name: 'Check status' }));
  await screen.findByText(/checked successfully|No such complaint/);
}

beforeEach(() => {
  vi.mocked(rpcPublic).mockReset();
});

describe('ComplaintStatusCheck', () => {
  it.each([
    ['pending', 'Pending', 'pill--pending'],
    ['in_progress', 'In Progress', 'pill--pending'],
    ['resolved', 'Resolved', 'pill--success'],
  ])('when the complaint is %s, then it reads %s', async (state, label, pill) => {
    vi.mocked(rpcPublic).mockResolvedValue(state);
    await check('42');
    expect(rpcPublic).toHaveBeenCalledWith('complaint_state', { p_complaint_id: 42 });
    expect(screen.getByText(label)).toHaveClass(pill);
  });

  it('when no complaint has the ID, then the spec’s text shows and no state', async () => {
    vi.mocked(rpcPublic).mockResolvedValue(null);
    await check('7');
    expect(screen.getByText('No such complaint exists')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).toBeNull();
  });
});
