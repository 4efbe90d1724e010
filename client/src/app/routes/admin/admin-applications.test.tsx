// /admin/applications: each application's decision and note, Approve and Reject with a note, the status filter and
// order in the URL.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import * as listApi from '../../../features/admin/api/get-applications';
import * as decideApi from '../../../features/admin/applications/api/decide-application';
import type { AdminApplication } from '../../../features/admin/types';
import { ApiError } from '../../../lib/errors';
import { renderInApp } from '../../../testing/render';
import { Component as AdminApplications } from './admin-applications';

vi.mock('../../../features/admin/api/get-applications', async (importOriginal) => ({
  ...(await importOriginal<typeof listApi>()),
  getApplications: vi.fn(),
  getAllApplications: vi.fn(),
}));
vi.mock('../../../features/admin/applications/api/decide-application', async (importOriginal) => ({
  ...(await importOriginal<typeof decideApi>()),
  decideApplication: vi.fn(),
}));

function application(id: string, changes: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: Number(id.replace(/\D/g, '')),
    application_id: id,
    application_type: 'Room Change',
    description: 'Please move me nearer the library.',
    status: false,
    decision: null,
    decision_note: null,
    email: 'asha@students.local',
    user_id: '6f1c4a8e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    created_at: '2026-11-20T09:00:00Z',
    resolved_at: null,
    resolved_by: null,
    ...changes,
  };
}

const decided = {
  status: true,
  resolved_by: 'office@hostel.local',
  resolved_at: '2026-11-21T10:00:00Z',
};

const rowOf = (id: string) => screen.getByRole('rowheader', { name: id }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listApi.getApplications).mockResolvedValue({
    rows: [
      application('APP1'),
      application('APP2', { ...decided, decision: 'approved' }),
      application('APP3', { ...decided, decision: 'rejected', decision_note: 'Hostel changes open in January.' }),
    ],
    total: 3,
  });
});

describe('/admin/applications', () => {
  it('when applications are listed, then each says Pending, Approved or Rejected with the note, and only pending ones can be decided', async () => {
    renderInApp(<AdminApplications />, { route: '/admin/applications' });
    await screen.findByRole('rowheader', { name: 'APP1' });
    expect(within(rowOf('APP1')).getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(rowOf('APP2')).getByText('Approved')).toHaveClass('status-badge--resolved');
    expect(within(rowOf('APP3')).getByText('Rejected')).toHaveClass('status-badge--rejected');
    expect(rowOf('APP3')).toHaveTextContent('Note: Hostel changes open in January.');
    expect(rowOf('APP3')).toHaveTextContent('by office@hostel.local');
    expect(within(rowOf('APP1')).getByRole('button', { name: 'Approve application APP1' })).toBeInTheDocument();
    expect(within(rowOf('APP1')).getByRole('button', { name: 'Reject application APP1' })).toBeInTheDocument();
    expect(within(rowOf('APP2')).queryByRole('button')).toBeNull();
  });

  it('when Reject is chosen, then a note is asked for, the decision is sent with it, and the list is read again', async () => {
    vi.mocked(decideApi.decideApplication).mockResolvedValue({
      application_id: 'APP1',
      decision: 'rejected',
      note: 'Not this term',
    });
    const { user } = renderInApp(<AdminApplications />, { route: '/admin/applications' });
    await user.click(await screen.findByRole('button', { name: 'Reject application APP1' }));
    const form = screen.getByRole('form', { name: 'Reject application APP1' });
    const note = within(form).getByRole('textbox', { name: messages.decisionNoteLabel });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(messages.rejectNoteHint);
    expect(within(form).getByRole('button', { name: 'Reject without a note' })).toBeInTheDocument();
    await user.type(note, 'Not this term');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(decideApi.decideApplication).toHaveBeenCalledWith('APP1', 'rejected', 'Not this term');
    expect(await screen.findByText(messages.applicationRejected)).toBeInTheDocument();
    expect(listApi.getApplications).toHaveBeenCalledTimes(2);
  });

  it('when Approve is cancelled, then nothing is sent and focus returns to Approve; a note too long is refused in words', async () => {
    const { user } = renderInApp(<AdminApplications />, { route: '/admin/applications' });
    await user.click(await screen.findByRole('button', { name: 'Approve application APP1' }));
    const form = screen.getByRole('form', { name: 'Approve application APP1' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Approve application APP1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Approve application APP1' }));
    const note = screen.getByRole('textbox', { name: messages.decisionNoteLabel });
    await user.click(note);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(note).toHaveAccessibleDescription('The note must be at most 1000 characters');
    expect(decideApi.decideApplication).not.toHaveBeenCalled();
  });

  it('when someone else decided it meanwhile, then the server says so and the list is read again', async () => {
    vi.mocked(decideApi.decideApplication).mockRejectedValue(
      new ApiError('This application has already been decided.', 409, { code: 'already_decided' }),
    );
    const { user } = renderInApp(<AdminApplications />, { route: '/admin/applications' });
    await user.click(await screen.findByRole('button', { name: 'Approve application APP1' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application has already been decided.')).toBeInTheDocument();
    expect(listApi.getApplications).toHaveBeenCalledTimes(2);
  });

  it('when Rejected and Oldest first are chosen, then the list asks for them and the URL keeps them', async () => {
    const { user, router } = renderInApp(<AdminApplications />, { route: '/admin/applications' });
    await screen.findByRole('rowheader', { name: 'APP1' });
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    await user.selectOptions(screen.getByLabelText('Order'), 'oldest');
    expect(router.state.location.search).toBe('?status=rejected&sort=oldest');
    expect(listApi.getApplications).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'rejected', sort: 'oldest' }),
      1,
    );
    expect(screen.getByRole('table')).toHaveAccessibleName('Applications, oldest first');
  });
});
