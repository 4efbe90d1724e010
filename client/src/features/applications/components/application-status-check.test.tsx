// The public status check by application ID: application_decision() read without signing in; approved and pending
// keep the fixed Approved and Pending, a rejection reads Rejected with the office's note.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { rpcPublic } from '../../../lib/public-rest';
import { renderInApp } from '../../../testing/render';
import { ApplicationStatusCheck } from './application-status-check';

vi.mock('../../../lib/public-rest', () => ({ rpcPublic: vi.fn() }));

async function check(id: string) {
  const { user } = renderInApp(<ApplicationStatusCheck />);
  await user.type(screen.getByLabelText('Application ID'), id);
  await user.click(screen.getByRole('button', { name: 'Check status' }));
  await screen.findByText(/checked successfully|No such application/);
}

beforeEach(() => {
  vi.mocked(rpcPublic).mockReset();
});

describe('ApplicationStatusCheck', () => {
  it('when the application was rejected with a note, then it reads Rejected and the note', async () => {
    vi.mocked(rpcPublic).mockResolvedValue([
      { status: true, decision: 'rejected', decision_note: 'Hostel changes open in January.' },
    ]);
    await check(' app1 ');
    expect(rpcPublic).toHaveBeenCalledWith('application_decision', { p_application_id: 'app1' });
    expect(screen.getByText('Rejected')).toHaveClass('pill--rejected');
    expect(screen.getByText(/Hostel changes open in January\./)).toHaveTextContent(
      'Note from the hostel office: Hostel changes open in January.',
    );
  });

  it('when approved (or resolved before decisions existed), then it reads the spec’s Approved', async () => {
    vi.mocked(rpcPublic).mockResolvedValue([{ status: true, decision: null, decision_note: null }]);
    await check('APP2');
    expect(screen.getByText('Approved')).toHaveClass('pill--success');
    expect(screen.queryByText(/Note from the hostel office/)).toBeNull();
  });

  it('when still pending, then it reads Pending', async () => {
    vi.mocked(rpcPublic).mockResolvedValueOnce([{ status: false, decision: null, decision_note: null }]);
    await check('APP3');
    expect(screen.getByText('Pending')).toHaveClass('pill--pending');
  });

  it('when no application has the ID, then it says no such application (not the complaint text) and no result', async () => {
    vi.mocked(rpcPublic).mockResolvedValue([]);
    await check('NOPE');
    expect(screen.getByText('No such application exists')).toBeInTheDocument();
    expect(screen.queryByText(messages.noSuchComplaint)).toBeNull();
    expect(screen.queryByText('Pending')).toBeNull();
  });
});
