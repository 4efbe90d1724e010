// /admin: figures, charts and recent activity computed from the database (the original's were hard-coded).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RetryMessage } from '../../../components/ui/retry-message';
import { officePaths } from '../../../config/office-paths';
import { getDashboard } from '../../../features/admin/api/get-dashboard';
import { formatDay, formatNumber } from '../../../lib/format';
import { decisionState } from '../../../features/admin/applications/decision-label';
import { optionWord } from '../../../lib/option-words';
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
  const { t } = useTranslation(['admin', 'messages']);
  const dashboard = useQuery('dashboard', getDashboard);
  const data = dashboard.data;
  const rooms = (data?.occupancy ?? []).reduce(
    (sum, row) => ({ total: sum.total + row.total, occupied: sum.occupied + row.occupied }),
    { total: 0, occupied: 0 },
  );

  return (
    <section aria-labelledby="dashboard-title">
      <title>{t('dashboard.pageTitle')}</title>
      <h1 id="dashboard-title" className="admin-title">
        {t('dashboard.title')}
      </h1>
      {dashboard.status === 'loading' && !data ? <p role="status">{t('dashboard.loading')}</p> : null}
      {dashboard.status === 'error' ? (
        <RetryMessage role="alert" message={t('messages:fetchDashboardFailed')} onRetry={dashboard.reload} />
      ) : null}
      {data ? (
        <>
          <ul className="admin-figures" aria-label={t('dashboard.figures')}>
            <Figure
              label={t('dashboard.pendingApplications')}
              value={formatNumber(data.pendingApplications)}
              to={officePaths.adminApplications.getHref()}
            />
            <Figure
              label={t('dashboard.pendingComplaints')}
              value={formatNumber(data.pendingComplaints)}
              to={officePaths.adminComplaints.getHref()}
            />
            <Figure
              label={t('dashboard.overdueComplaints')}
              value={formatNumber(data.overdueComplaints)}
              to={officePaths.adminComplaints.getHref()}
            />
            <Figure
              label={t('dashboard.bedsOccupied')}
              value={`${formatNumber(rooms.occupied)} / ${formatNumber(rooms.total)}`}
              to={officePaths.adminHostels.getHref()}
            />
          </ul>

          <div className="admin-columns">
            <section className="panel" aria-labelledby="occupancy-title">
              <h2 id="occupancy-title">{t('dashboard.occupancy')}</h2>
              <OccupancyChart rows={data.occupancy} />
            </section>
            <section className="panel" aria-labelledby="complaints-chart-title">
              <h2 id="complaints-chart-title">{t('dashboard.complaintsPerWeek')}</h2>
              <ComplaintsChart weeks={data.weeks} />
            </section>
            <section className="panel" aria-labelledby="on-time-title">
              <h2 id="on-time-title">{t('dashboard.answeredOnTime')}</h2>
              <p className="admin-muted chart-note">{t('dashboard.onTimeNote')}</p>
              <OnTimeChart weeks={data.weeks} />
            </section>
          </div>

          <div className="admin-columns">
            <section className="panel" aria-labelledby="recent-applications-title">
              <h2 id="recent-applications-title">{t('dashboard.recentApplications')}</h2>
              {data.recentApplications.length === 0 ? (
                <p className="admin-muted">{t('dashboard.noApplications')}</p>
              ) : null}
              <ul className="admin-activity">
                {data.recentApplications.map((application) => (
                  <li key={application.id}>
                    <span className="admin-activity__main">
                      {optionWord('applicationType', application.application_type)} ·{' '}
                      <span className="admin-activity__id">{application.application_id}</span>
                    </span>
                    <span className="admin-activity__meta">
                      {application.email} ·{' '}
                      <time dateTime={application.created_at}>{formatDay(application.created_at)}</time> ·{' '}
                      {decisionState(application).label}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={officePaths.adminApplications.getHref()}>{t('dashboard.allApplications')}</Link>
            </section>

            <section className="panel" aria-labelledby="recent-complaints-title">
              <h2 id="recent-complaints-title">{t('dashboard.recentComplaints')}</h2>
              {data.recentComplaints.length === 0 ? <p className="admin-muted">{t('dashboard.noComplaints')}</p> : null}
              <ul className="admin-activity">
                {data.recentComplaints.map((complaint) => (
                  <li key={complaint.id}>
                    <span className="admin-activity__main">
                      {t('dashboard.recentComplaint', {
                        id: complaint.id,
                        type: optionWord('complaintType', complaint.complaint_type),
                        urgency: optionWord('urgency', complaint.urgency_level),
                      })}
                    </span>
                    <span className="admin-activity__meta">
                      {complaint.email} · <time dateTime={complaint.created_at}>{formatDay(complaint.created_at)}</time>{' '}
                      · {complaintState(complaint).label}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={officePaths.adminComplaints.getHref()}>{t('dashboard.allComplaints')}</Link>
            </section>
          </div>
        </>
      ) : null}
    </section>
  );
}
