// /admin/leave against stubbed calls: the list open first with its status words, the guardian's answers and IST times;
// filters in the URL; Approve (only after consent) and Reject with a note, the rebated mess days and the API's refusals
// in words; the guardian changes confirmed; and the rules edited with field errors.
import type { GuardianChange, LeaveRules, OfficeLeave } from '@campus-hostel/contracts/api';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as guardianApi from '../../../features/admin/leave/api/guardian-changes';
import * as leaveApi from '../../../features/admin/leave/api/leave-requests';
import * as rulesApi from '../../../features/admin/leave/api/leave-rules';
import { ApiError } from '../../../lib/errors';
import { renderInApp } from '../../../testing/render';
import { Component as AdminLeave } from './admin-leave';

vi.mock('../../../features/admin/leave/api/leave-requests', () => ({ getOfficeLeave: vi.fn(), decideLeave: vi.fn() }));
vi.mock('../../../features/admin/leave/api/guardian-changes', () => ({
  getGuardianChanges: vi.fn(),
  decideGuardianChange: vi.fn(),
}));
vi.mock('../../../features/admin/leave/api/leave-rules', async (importOriginal) => ({
  ...(await importOriginal<typeof rulesApi>()),
  getLeaveRules: vi.fn(),
  saveLeaveRules: vi.fn(),
}));
vi.mock('../../../features/admin/api/my-places', () => ({
  useServedHostels: () => ({ status: 'success', data: ['Gopad', 'Kanhar'], reload: () => undefined }),
}));

function leave(id: number, full_name: string, changes: Partial<OfficeLeave> = {}): OfficeLeave {
  return {
    id,
    user_id: `u${id}`,
    full_name,
    roll_number: `B23CS00${id}`,
    hostel_name: 'Kanhar',
    // 09:00 to 18:30 IST.
    from: '2026-12-04T03:30:00Z',
    to: '2026-12-08T13:00:00Z',
    destination: 'Bhopal',
    reason: 'Sister’s wedding',
    phone: '9876543210',
    status: 'awaiting_warden',
    guardian_required: true,
    guardian_decision: 'consented',
    note: null,
    decided_at: null,
    created_at: '2026-11-28T05:00:00Z',
    ...changes,
  };
}

const ROWS = [
  leave(1, 'Asha Rao'),
  leave(2, 'Vikram Singh', { status: 'awaiting_guardian', guardian_decision: null, hostel_name: 'Gopad' }),
  leave(3, 'Meera Iyer', {
    status: 'approved',
    guardian_required: false,
    guardian_decision: null,
    note: 'Travel safe',
    decided_at: '2026-11-27T10:00:00Z',
  }),
];

const RULES: LeaveRules = {
  hostel_name: 'Kanhar',
  notice_hours: 24,
  max_days: 15,
  guardian_consent: true,
  curfew: '22:00',
  late_notice_minutes: 60,
};

const CHANGE: GuardianChange = {
  id: 7,
  user_id: 'u1',
  full_name: 'Asha Rao',
  roll_number: 'B23CS001',
  hostel_name: 'Kanhar',
  guardian_name: 'Lakshmi Rao',
  guardian_relation: 'mother',
  guardian_email: 'lakshmi@example.in',
  guardian_phone: '9812345678',
  current: {
    guardian_name: 'Ramesh Rao',
    guardian_relation: 'father',
    guardian_email: 'ramesh@example.in',
    guardian_phone: '9812345678',
  },
  created_at: '2026-11-26T06:00:00Z',
};

// The row header is the student's name, then their roll number.
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name} `) }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(leaveApi.getOfficeLeave).mockResolvedValue(ROWS);
  vi.mocked(rulesApi.getLeaveRules).mockResolvedValue([RULES]);
  vi.mocked(guardianApi.getGuardianChanges).mockResolvedValue([CHANGE]);
});

describe('/admin/leave: the list', () => {
  it('when leave is listed, then each row says who, when in IST, the guardian’s answer and its status, and only open leave is decided', async () => {
    renderInApp(<AdminLeave />, { route: '/admin/leave' });
    await screen.findByRole('rowheader', { name: /^Asha Rao/ });
    const asha = rowOf('Asha Rao');
    expect(within(asha).getByRole('rowheader')).toHaveTextContent('Asha Rao B23CS001');
    expect(asha).toHaveTextContent(/4 Dec 2026, 09:00 am – 8 Dec 2026, 06:30 pm/i);
    expect(asha).toHaveTextContent('Bhopal');
    expect(within(asha).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(asha).getByText('Consented')).toBeInTheDocument();
    expect(within(asha).getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(asha).getByRole('button', { name: 'Approve leave of Asha Rao' })).toBeInTheDocument();

    const vikram = rowOf('Vikram Singh');
    expect(within(vikram).getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(vikram).getByText('Not answered yet')).toBeInTheDocument();
    expect(within(vikram).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(vikram).getByRole('button', { name: 'Reject leave of Vikram Singh' })).toBeInTheDocument();

    const meera = rowOf('Meera Iyer');
    expect(within(meera).getByText('Approved')).toHaveClass('status-badge--resolved');
    expect(within(meera).getByText('Not needed')).toBeInTheDocument();
    expect(meera).toHaveTextContent('Note: Travel safe');
    expect(within(meera).queryByRole('button')).toBeNull();
    expect(screen.getByText('Showing 3 leave requests')).toBeInTheDocument();
  });

  it('when a status and a hostel are chosen, then only matching leave shows and the URL keeps the filter', async () => {
    const { user, router } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    await screen.findByRole('rowheader', { name: /^Asha Rao/ });
    const filters = screen.getByRole('search', { name: 'Filter leave' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Hostel' }), 'Kanhar');
    expect(screen.queryByRole('rowheader', { name: /^Vikram Singh/ })).toBeNull();
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Approved');
    expect(screen.queryByRole('rowheader', { name: /^Asha Rao/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Meera Iyer/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=approved&hostel=Kanhar');
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('rowheader', { name: /^Vikram Singh/ })).toBeInTheDocument();
  });

  it('when a leave is approved with a note, then the note is sent, the rebated mess days are said and the list read again', async () => {
    vi.mocked(leaveApi.decideLeave).mockResolvedValue({ id: 1, status: 'approved', rebate_days: 3 });
    const { user } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    await user.click(await screen.findByRole('button', { name: 'Approve leave of Asha Rao' }));
    const form = screen.getByRole('form', { name: 'Approve leave of Asha Rao' });
    const note = within(form).getByRole('textbox', { name: 'Note for the student (optional)' });
    expect(note).toHaveFocus();
    await user.type(note, 'Travel safe');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(leaveApi.decideLeave).toHaveBeenCalledWith(1, 'approved', 'Travel safe');
    expect(await screen.findByText('Leave approved for Asha Rao. 3 mess days were rebated.')).toBeInTheDocument();
    expect(leaveApi.getOfficeLeave).toHaveBeenCalledTimes(2);
  });

  it('when the API refuses a decision, then the refusal is said in words and the list read again', async () => {
    vi.mocked(leaveApi.decideLeave).mockRejectedValue(
      new ApiError('This leave was already decided the other way', 409, { code: 'already_decided' }),
    );
    const { user } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    await user.click(await screen.findByRole('button', { name: 'Reject leave of Vikram Singh' }));
    const form = screen.getByRole('form', { name: 'Reject leave of Vikram Singh' });
    expect(within(form).getByRole('textbox')).toHaveAccessibleDescription(
      'Say why, so the student knows what to change.',
    );
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(leaveApi.decideLeave).toHaveBeenCalledWith(2, 'rejected', '');
    expect(
      await screen.findByText('This leave was already decided the other way: the list now shows its decision.'),
    ).toBeInTheDocument();
    expect(leaveApi.getOfficeLeave).toHaveBeenCalledTimes(2);
  });

  it('when a note is too long or Cancel is pressed, then nothing is sent and focus returns to the button', async () => {
    const { user } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    await user.click(await screen.findByRole('button', { name: 'Approve leave of Asha Rao' }));
    const note = screen.getByRole('textbox', { name: 'Note for the student (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(note).toHaveAccessibleDescription('The note must be at most 500 characters.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Approve leave of Asha Rao' })).toHaveFocus();
    expect(leaveApi.decideLeave).not.toHaveBeenCalled();
  });
});

describe('/admin/leave: guardians and rules', () => {
  it('when a guardian change waits, then the record’s guardian is shown beside the proposed one and Confirm sends the note', async () => {
    vi.mocked(guardianApi.decideGuardianChange).mockResolvedValue({ id: 7, status: 'confirmed' });
    const { user } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    const compare = await screen.findByRole('table', { name: 'Guardian of Asha Rao: on record and proposed' });
    expect(within(compare).getByRole('row', { name: /Name/ })).toHaveTextContent('Ramesh RaoLakshmi Rao');
    expect(within(compare).getByRole('row', { name: /Relation/ })).toHaveTextContent('FatherMother');
    await user.type(screen.getByRole('textbox', { name: 'Note for Asha Rao (optional)' }), 'Checked by phone');
    await user.click(screen.getByRole('button', { name: 'Confirm the guardian of Asha Rao' }));
    expect(guardianApi.decideGuardianChange).toHaveBeenCalledWith(7, 'confirmed', 'Checked by phone');
    expect(await screen.findByText('The new guardian of Asha Rao is on their record.')).toBeInTheDocument();
    expect(guardianApi.getGuardianChanges).toHaveBeenCalledTimes(2);
  });

  it('when a rule is out of range, then its field says so and nothing is sent; in range, the rules are saved', async () => {
    vi.mocked(rulesApi.saveLeaveRules).mockImplementation((body) => Promise.resolve({ ...RULES, ...body }));
    const { user } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    const form = await screen.findByRole('form', { name: 'Kanhar' });
    const longest = within(form).getByRole('textbox', { name: 'Longest leave (days)' });
    await user.clear(longest);
    await user.type(longest, '400');
    await user.click(within(form).getByRole('button', { name: 'Save rules of Kanhar' }));
    expect(longest).toHaveAccessibleDescription('Enter a whole number from 1 to 180.');
    expect(rulesApi.saveLeaveRules).not.toHaveBeenCalled();

    await user.clear(longest);
    await user.type(longest, '10');
    await user.click(within(form).getByRole('checkbox', { name: 'The guardian consents before the warden decides' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules of Kanhar' }));
    expect(rulesApi.saveLeaveRules).toHaveBeenCalledWith({ ...RULES, max_days: 10, guardian_consent: false });
    expect(await screen.findByText('The leave rules of Kanhar are saved.')).toBeInTheDocument();
    expect(longest).not.toHaveAccessibleDescription();
  });

  it('when the API answers 400 naming a field, then that field shows the error', async () => {
    vi.mocked(rulesApi.saveLeaveRules).mockRejectedValue(
      new ApiError('notice_hours must be at most 720', 400, { code: 'invalid_request' }),
    );
    const { user } = renderInApp(<AdminLeave />, { route: '/admin/leave' });
    const form = await screen.findByRole('form', { name: 'Kanhar' });
    await user.click(within(form).getByRole('button', { name: 'Save rules of Kanhar' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 720.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Notice (hours before leaving)' })).toBeInvalid();
  });
});
