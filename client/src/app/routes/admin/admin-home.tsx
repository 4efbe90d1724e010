// /admin: figures, charts and recent activity computed from the database (the original's were hard-coded).
import { Link } from 'react-router-dom';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { getDashboard } from '../../../features/admin/api/get-dashboard';
import { formatDay } from '../../../lib/format';
import { decisionLabel } from '../../../features/admin/applications/decision-label';
import { complaintState } from '../../../features/admin/complaints/complaint-state';
import { useQuery } from '../../../lib/use-query';
import { ComplaintsChart } from '../../../features/admin/dashboard/components/complaints-chart';
import { OccupancyChart } from '../../../features/admin/dashboard/components/occupancy-chart';
import { OnTimeChart } from '../../../features/admin/dashboard/components/on-time-chart';

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <li className="admin-figure">
      <Link to={to} className="admin-figure__link">
        <span className="admin-figure__value">{value}</span>
        <span className="admin-figure__label">{label}</span>
      </Link>
    </li>
  );
}

export function Component() {
  const dashboard = useQuery('dashboard', getDashboard);
  const data = dashboard.data;
  const rooms = (data?.occupancy ?? []).reduce(
    (sum, row) => ({ total: sum.total + row.total, occupied: sum.occupied + row.occupied }),
    { total: 0, occupied: 0 },
  );

  return (
    <section aria-labelledby="dashboard-title">
      <title>Admin dashboard · Campus Hostel</title>
      <h1 id="dashboard-title" className="admin-title">
        Dashboard
      </h1>
      {dashboard.status === 'loading' && !data ? <p role="status">Loading the dashboard…</p> : null}
      {dashboard.status === 'error' ? (
        <RetryMessage role="alert" message={messages.fetchDashboardFailed} onRetry={dashboard.reload} />
      ) : null}
      {data ? (
        <>
          <ul className="admin-figures" aria-label="Figures">
            <Figure
              label="Pending applications"
              value={String(data.pendingApplications)}
              to={paths.adminApplications.getHref()}
            />
            <Figure
              label="Pending complaints"
              value={String(data.pendingComplaints)}
              to={paths.adminComplaints.getHref()}
            />
            <Figure
              label="Overdue complaints, not yet answered"
              value={String(data.overdueComplaints)}
              to={paths.adminComplaints.getHref()}
            />
            <Figure
              label="Beds occupied or on hold"
              value={`${rooms.occupied} / ${rooms.total}`}
              to={paths.adminHostels.getHref()}
            />
          </ul>

          <div className="admin-columns">
            <section className="panel" aria-labelledby="occupancy-title">
              <h2 id="occupancy-title">Occupancy per hostel</h2>
              <OccupancyChart rows={data.occupancy} />
            </section>
            <section className="panel" aria-labelledby="complaints-chart-title">
              <h2 id="complaints-chart-title">Complaints per week</h2>
              <ComplaintsChart weeks={data.weeks} />
            </section>
            <section className="panel" aria-labelledby="on-time-title">
              <h2 id="on-time-title">Answered on time</h2>
              <p className="admin-muted chart-note">
                Of each week’s complaints that have been answered, the share answered by their due time.
              </p>
              <OnTimeChart weeks={data.weeks} />
            </section>
          </div>

          <div className="admin-columns">
            <section className="panel" aria-labelledby="recent-applications-title">
              <h2 id="recent-applications-title">Recent applications</h2>
              {data.recentApplications.length === 0 ? <p className="admin-muted">No applications yet.</p> : null}
              <ul className="admin-activity">
                {data.recentApplications.map((application) => (
                  <li key={application.id}>
                    <span className="admin-activity__main">
                      {application.application_type} ·{' '}
                      <span className="admin-activity__id">{application.application_id}</span>
                    </span>
                    <span className="admin-activity__meta">
                      {application.email} ·{' '}
                      <time dateTime={application.created_at}>{formatDay(application.created_at)}</time> ·{' '}
                      {decisionLabel(application)}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={paths.adminApplications.getHref()}>All applications</Link>
            </section>

            <section className="panel" aria-labelledby="recent-complaints-title">
              <h2 id="recent-complaints-title">Recent complaints</h2>
              {data.recentComplaints.length === 0 ? <p className="admin-muted">No complaints yet.</p> : null}
              <ul className="admin-activity">
                {data.recentComplaints.map((complaint) => (
                  <li key={complaint.id}>
                    <span className="admin-activity__main">
                      #{complaint.id} · {complaint.complaint_type} ({complaint.urgency_level})
                    </span>
                    <span className="admin-activity__meta">
                      {complaint.email} · <time dateTime={complaint.created_at}>{formatDay(complaint.created_at)}</time>{' '}
                      · {complaintState(complaint).label}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={paths.adminComplaints.getHref()}>All complaints</Link>
            </section>
          </div>
        </>
      ) : null}
    </section>
  );
}
