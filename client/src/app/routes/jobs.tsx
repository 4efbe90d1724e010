// /jobs (technicians): the jobs they hold, on a phone: set the visit, add photos and materials, mark the job done.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../components/ui/retry-message';
import { getJobs } from '../../features/jobs/api/jobs';
import { JobCard } from '../../features/jobs/components/job-card';
import '../../features/jobs/jobs.css';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';

export function Component() {
  const { t } = useTranslation('jobs');
  const { user } = useRequireSignIn();
  const technician = user?.type === 'technician';
  const jobs = useQuery(technician ? `jobs:${user.id}` : null, getJobs);
  const replace = (changed: WorkOrder) =>
    jobs.update((shown) => shown.map((job) => (job.id === changed.id ? changed : job)));
  return (
    <>
      <title>{t('page.pageTitle')}</title>
      <div className="page-header">
        <div className="container">
          <h1>{t('page.title')}</h1>
          <p className="page-header__lead">{t('page.lead')}</p>
        </div>
      </div>
      <div className="container">
        {user && !technician ? (
          <p role="alert">{t('page.notTechnician')}</p>
        ) : jobs.status === 'error' ? (
          <RetryMessage role="alert" message={t('page.failed')} onRetry={jobs.reload} />
        ) : jobs.data?.length === 0 ? (
          <p role="status">{t('page.none')}</p>
        ) : jobs.data ? (
          <ul className="jobs-list">
            {jobs.data.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onChanged={replace} />
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('page.loading')}</p>
        )}
      </div>
    </>
  );
}
