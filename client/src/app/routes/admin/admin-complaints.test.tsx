// /admin/complaints: Pending, In progress, Resolved and Overdue with the due time; assign to a member of the office, mark
// in progress, resolve; the reply thread; overdue first by default, and the status filter in the URL.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import * as listApi from '../../../features/admin/api/get-complaints';
import * as resolveApi from '../../../features/admin/api/resolve';
import * as assignApi from '../../../features/admin/complaints/api/assign-complaint';
import * as staffApi from '../../../features/admin/complaints/api/get-office-staff';
import * as replyApi from '../../../features/admin/complaints/api/reply-as-office';
import * as startApi from '../../../features/admin/complaints/api/start-complaint';
import type { AdminComplaint } from '../../../features/admin/types';
import type * as AuthModule from '../../../lib/auth';
import * as repliesApi from '../../../lib/complaint-replies';
import { renderInApp } from '../../../testing/render';
import { Component as AdminComplaints } from './admin-complaints';

vi.mock('../../../features/admin/api/get-complaints', async (importOriginal) => ({
  ...(await importOriginal<typeof listApi>()),
  getComplaints: vi.fn(),
  getAllComplaints: vi.fn(),
}));
vi.mock('../../../features/admin/api/resolve', async (importOriginal) => ({
  ...(await importOriginal<typeof resolveApi>()),
  resolveComplaint: vi.fn(),
}));
vi.mock('../../../features/admin/complaints/api/assign-complaint', () => ({ assignComplaint: vi.fn() }));
vi.mock('../../../features/admin/complaints/api/get-office-staff', () => ({ getOfficeStaff: vi.fn() }));
vi.mock('../../../features/admin/complaints/api/reply-as-office', () => ({ replyAsOffice: vi.fn() }));
vi.mock('../../../features/admin/complaints/api/start-complaint', () => ({ startComplaint: vi.fn() }));
vi.mock('../../../lib/complaint-replies', () => ({ getComplaintReplies: vi.fn() }));
// Staff: the whole office, who may also assign complaints.
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({
    status: 'ready',
    user: { id: 'staff-1', email: 'staff@hostel.local', type: 'staff', token: 't', userMetadata: {} },
  }),
}));

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

function complaint(id: number, changes: Partial<AdminComplaint> = {}): AdminComplaint {
  return {
    id,
    complaint_type: 'internet-issue',
    complaint_category: 'wifi-not-working',
    complaint_description: 'The Wi-Fi on the second floor drops every few minutes.',
    urgency_level: 'high',
    resource_link: '',
    resolved: false,
    email: 'asha@students.local',
    user_id: '6f1c4a8e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    created_at: at(-10),
    resolved_at: null,
    resolved_by: null,
    due_at: at(-2),
    in_progress_at: null,
    answered_at: null,
    assigned_to: null,
    assigned_email: null,
    ...changes,
  };
}

const STAFF_ID = '00000000-0000-4000-8000-000000000001';

const rowOf = (id: number) => screen.getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listApi.getComplaints).mockResolvedValue({
    rows: [
      complaint(1),
      complaint(2, {
        due_at: at(5),
        in_progress_at: at(-1),
        assigned_to: STAFF_ID,
        assigned_email: 'ravi@hostel.local',
      }),
      complaint(3, { resolved: true, answered_at: at(-3), resolved_at: at(-3), resolved_by: 'ravi@hostel.local' }),
    ],
    total: 3,
  });
  vi.mocked(staffApi.getOfficeStaff).mockResolvedValue([
    { id: STAFF_ID, email: 'ravi@hostel.local', full_name: 'Ravi Kumar' },
    { id: '00000000-0000-4000-8000-000000000002', email: 'meera@hostel.local', full_name: null },
  ]);
  vi.mocked(repliesApi.getComplaintReplies).mockResolvedValue([]);
});

describe('/admin/complaints', () => {
  it('when complaints are listed, then each says Pending, In Progress or Resolved, the late one is Overdue, open ones show their due time', async () => {
    renderInApp(<AdminComplaints />, { route: '/admin/complaints' });
    await screen.findByRole('rowheader', { name: '1' });
    expect(within(rowOf(1)).getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(rowOf(1)).getByText('Overdue')).toHaveClass('status-badge--overdue');
    expect(rowOf(1)).toHaveTextContent('Due');
    expect(within(rowOf(2)).getByText('In Progress')).toHaveClass('status-badge--progress');
    expect(within(rowOf(2)).queryByText('Overdue')).toBeNull();
    expect(rowOf(2)).toHaveTextContent('Assigned to ravi@hostel.local');
    expect(within(rowOf(3)).getByText('Resolved')).toHaveClass('status-badge--resolved');
    expect(rowOf(3)).not.toHaveTextContent('Due');
    expect(within(rowOf(3)).queryByRole('button', { name: /Resolve/ })).toBeNull();
    expect(within(rowOf(2)).queryByRole('button', { name: /in progress/ })).toBeNull();
    expect(screen.getByRole('table')).toHaveAccessibleName('Complaints, overdue and due soonest first');
  });

  it('when a member of the office is chosen, then the complaint is assigned to them and the list is read again', async () => {
    vi.mocked(assignApi.assignComplaint).mockResolvedValue({
      complaint_id: 1,
      assigned_to: STAFF_ID,
      assigned_email: 'ravi@hostel.local',
    });
    const { user } = renderInApp(<AdminComplaints />, { route: '/admin/complaints' });
    const form = await screen.findByRole('form', { name: 'Assign complaint 1' });
    const select = within(form).getByRole('combobox', { name: 'Assign to' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Ravi Kumar (ravi@hostel.local)', 'meera@hostel.local']);
    await user.selectOptions(select, STAFF_ID);
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(assignApi.assignComplaint).toHaveBeenCalledWith(1, STAFF_ID);
    expect(await screen.findByText('Complaint assigned to ravi@hostel.local')).toBeInTheDocument();
    expect(listApi.getComplaints).toHaveBeenCalledTimes(2);
  });

  it('when Mark in progress and Resolve are pressed, then each is sent for that complaint', async () => {
    vi.mocked(startApi.startComplaint).mockResolvedValue();
    vi.mocked(resolveApi.resolveComplaint).mockResolvedValue();
    const { user } = renderInApp(<AdminComplaints />, { route: '/admin/complaints' });
    await user.click(await screen.findByRole('button', { name: 'Mark in progress: complaint 1' }));
    expect(startApi.startComplaint).toHaveBeenCalledWith(1);
    expect(await screen.findByText(messages.complaintStarted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolve complaint 2' }));
    expect(resolveApi.resolveComplaint).toHaveBeenCalledWith(2);
    expect(await screen.findByText(messages.complaintResolved)).toBeInTheDocument();
  });

  it('when Replies is opened, then the thread shows who wrote what, and a reply is sent as the hostel office', async () => {
    vi.mocked(repliesApi.getComplaintReplies).mockResolvedValue([
      { id: 7, complaint_id: 1, from_office: false, body: 'Still down tonight.', created_at: at(-1) },
      { id: 8, complaint_id: 1, from_office: true, body: 'A technician comes at 10.', created_at: at(-0.5) },
    ]);
    vi.mocked(replyApi.replyAsOffice).mockResolvedValue();
    const { user } = renderInApp(<AdminComplaints />, { route: '/admin/complaints' });
    const toggle = await screen.findByRole('button', { name: 'Replies: complaint 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const replies = within(await screen.findByRole('list', { name: 'Replies to complaint 1' })).getAllByRole(
      'listitem',
    );
    expect(replies.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Student · .*Still down tonight\.$/),
      expect.stringMatching(/^Hostel office · .*A technician comes at 10\.$/),
    ]);
    const form = screen.getByRole('form', { name: 'Reply to complaint 1' });
    await user.type(within(form).getByRole('textbox', { name: 'Your reply' }), ' The router is replaced. ');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(replyApi.replyAsOffice).toHaveBeenCalledWith(1, 'The router is replaced.');
    expect(await screen.findByText(messages.replySent)).toBeInTheDocument();
    expect(listApi.getComplaints).toHaveBeenCalledTimes(2);
  });

  it('when Overdue is chosen, then the list asks for overdue complaints and the URL keeps it', async () => {
    const { user, router } = renderInApp(<AdminComplaints />, { route: '/admin/complaints' });
    await screen.findByRole('rowheader', { name: '1' });
    await user.selectOptions(screen.getByLabelText('Status'), 'overdue');
    expect(router.state.location.search).toBe('?status=overdue');
    expect(listApi.getComplaints).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'overdue' }), 1);
  });
});
