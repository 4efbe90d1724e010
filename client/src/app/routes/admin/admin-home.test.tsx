// /admin: the figures (overdue complaints among them, linking to the complaints) and the three charts.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../features/admin/api/get-dashboard';
import { renderInApp } from '../../../testing/render';
import { Component as AdminHome } from './admin-home';

vi.mock('../../../features/admin/api/get-dashboard', () => ({ getDashboard: vi.fn() }));

const week = (date: string) => ({ week: date, raised: 2, answered: 2, onTime: 1, byCategory: { 'slow-internet': 2 } });

beforeEach(() => {
  vi.mocked(api.getDashboard).mockResolvedValue({
    pendingApplications: 4,
    pendingComplaints: 9,
    overdueComplaints: 3,
    occupancy: [{ hostel: 'Kanhar', total: 10, free: 4, occupied: 6 }],
    weeks: [week('2026-11-16'), week('2026-11-23')],
    recentApplications: [],
    recentComplaints: [],
  });
});

describe('/admin', () => {
  it('when the dashboard loads, then overdue complaints are counted with a link to the complaints, and each chart is named', async () => {
    renderInApp(<AdminHome />, { route: '/admin' });
    const figures = within(await screen.findByRole('list', { name: 'Figures' }));
    const overdue = figures.getByRole('link', { name: /Overdue complaints/ });
    expect(overdue).toHaveTextContent('3');
    expect(overdue).toHaveAttribute('href', '/admin/complaints');
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(3);
    expect(charts[0]).toHaveAccessibleName(/Kanhar 6 of 10 beds \(60%\)/);
    expect(charts[1]).toHaveAccessibleName(/week of 23 Nov: 2/);
    expect(charts[2]).toHaveAccessibleName(/week of 23 Nov: 50% \(1 of 2\)/);
  });
});
