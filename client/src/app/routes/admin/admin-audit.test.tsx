// /admin/audit: entries in words, the page's promise that nobody edits the log, filters in the URL, and CSV export.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AuditPage } from './admin-audit';
import { renderInApp } from '../../../testing/render';
import * as csv from '../../../features/admin/utils/csv';
import * as api from '../../../features/admin/audit/api/get-audit-log';
import { emptyAuditFilter } from '../../../features/admin/audit/audit-filter';

vi.mock('../../../features/admin/audit/api/get-audit-log', () => ({ getAuditPage: vi.fn(), getAllAudit: vi.fn() }));
vi.mock('../../../features/admin/utils/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadCsv: vi.fn(),
}));

const REFUND: api.AuditEntry = {
  id: 2,
  at: '2026-11-20T10:00:00Z',
  actor_email: 'admin@campus.edu',
  action: 'booking.refund',
  target_type: 'booking',
  target_id: 'A1B2C3D4E5',
  before: { status: 'paid', amount_minor: 50000 },
  after: { status: 'refunded', refund_id: 're_1' },
  reason: 'Left the course',
  target_name: null,
};
const REJECT: api.AuditEntry = {
  id: 1,
  at: '2026-11-19T09:00:00Z',
  actor_email: 'staff@campus.edu',
  action: 'application.reject',
  target_type: 'application',
  target_id: 'APP-77',
  before: { status: false, decision: null },
  after: { status: true, decision: 'rejected', note: 'Hostel full' },
  reason: null,
  target_name: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.getAuditPage).mockResolvedValue({ rows: [REFUND, REJECT], total: 2 });
  vi.mocked(api.getAllAudit).mockResolvedValue([REFUND, REJECT]);
});

describe('/admin/audit', () => {
  it('when entries load, then each shows time, actor, action in words, target, what changed and why', async () => {
    renderInApp(<AuditPage />, { route: '/admin/audit' });
    expect(screen.getByText(/No one can edit or delete an entry, admins included/)).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const refund = rows[1] as HTMLElement;
    expect(within(refund).getByRole('rowheader').querySelector('time')).toHaveAttribute('datetime', REFUND.at);
    expect(refund).toHaveTextContent('admin@campus.edu');
    expect(refund).toHaveTextContent('Refunded booking');
    expect(refund).toHaveTextContent('Booking A1B2C3D4E5');
    expect(refund).toHaveTextContent('status: paid →changed to refunded');
    expect(refund).toHaveTextContent('amount: ₹500.00');
    expect(refund).toHaveTextContent('Left the course');
    expect(rows[2]).toHaveTextContent('Rejected application');
    expect(rows[2]).toHaveTextContent('note: Hostel full');
    expect(screen.getByText('Showing 2 entries')).toBeInTheDocument();
    expect(api.getAuditPage).toHaveBeenCalledWith(emptyAuditFilter, 1);
  });

  it('when filters are applied, then they go into the URL and the first page of matches is read', async () => {
    const { user, router } = renderInApp(<AuditPage />, { route: '/admin/audit?page=3' });
    await screen.findAllByRole('row');
    expect(api.getAuditPage).toHaveBeenLastCalledWith(emptyAuditFilter, 3);
    await user.selectOptions(screen.getByLabelText('Action'), 'booking.refund');
    await user.type(screen.getByLabelText('Actor email'), ' admin@ ');
    await user.selectOptions(screen.getByLabelText('Target type'), 'booking');
    await user.type(screen.getByLabelText('Target ID'), 'A1B2C3D4E5{Enter}');
    const filter = {
      ...emptyAuditFilter,
      action: 'booking.refund',
      actor: 'admin@',
      targetType: 'booking',
      targetId: 'A1B2C3D4E5',
    };
    await waitFor(() => expect(api.getAuditPage).toHaveBeenLastCalledWith(filter, 1));
    expect(router.state.location.search).toBe('?action=booking.refund&actor=admin%40&type=booking&target=A1B2C3D4E5');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('when there are more than 50 entries, then the pages link on with the filter kept', async () => {
    vi.mocked(api.getAuditPage).mockResolvedValue({ rows: [REFUND], total: 120 });
    renderInApp(<AuditPage />, { route: '/admin/audit?action=booking.refund' });
    const pages = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/admin/audit?action=booking.refund&page=2',
    );
  });

  it('when Export CSV is pressed, then every matching entry is written with its action in words and whole before/after', async () => {
    const { user } = renderInApp(<AuditPage />, { route: '/admin/audit?type=booking' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(api.getAllAudit).toHaveBeenCalledWith({ ...emptyAuditFilter, targetType: 'booking' });
    const [name, text] = vi.mocked(csv.downloadCsv).mock.calls[0] ?? [];
    expect(name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text?.split('\r\n') ?? [];
    expect(lines[0]).toBe('Time,Actor,Action,Action code,Target,Target type,Target ID,Before,After,Reason');
    // The time as India reads it (UTC 10:00 is 15:30 IST), the target as the office names it.
    expect(lines[1]).toBe(
      '2026-11-20 15:30 IST,admin@campus.edu,Refunded booking,booking.refund,Booking A1B2C3D4E5,booking,A1B2C3D4E5,' +
        '"{""status"":""paid"",""amount_minor"":50000}","{""status"":""refunded"",""refund_id"":""re_1""}",Left the course',
    );
  });

  it('when nothing matches, then it says so and there is nothing to export', async () => {
    vi.mocked(api.getAuditPage).mockResolvedValue({ rows: [], total: 0 });
    renderInApp(<AuditPage />, { route: '/admin/audit?actor=nobody' });
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
