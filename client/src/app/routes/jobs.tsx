// /jobs: a technician's jobs, on a phone (set the visit, add photos and materials, mark the job done); for a student,
// the repairs made from their complaints (confirm or reopen a finished one, rate it).
import type { WorkOrder } from '@campus-hostel/contracts/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../components/ui/retry-message';
import { getJobs } from '../../features/jobs/api/jobs';
import { getRepairs } from '../../features/jobs/api/repairs';
import { JobCard } from '../../features/jobs/components/job-card';
import { RepairCard } from '../../features/jobs/components/repair-card';
import '../../features/jobs/jobs.css';
import { isGuest, isOffice } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';

export function Component() {
  const { t } = useTranslation('jobs');
  const { user } = useRequireSignIn();
  const technician = user?.type === 'technician';
  const student = user !== null && !isOffice(user) && !isGuest(user);
  const jobs = useQuery(user && (technician || student) ? `jobs:${user.id}` : null, technician ? getJobs : getRepairs);
  const replace = (changed: WorkOrder) =>
    jobs.update((shown) => shown.map((job) => (job.id === changed.id ? changed : job)));
  const words = student
    ? { title: t('page.repairsTitle'), pageTitle: t('page.repairsPageTitle'), lead: t('page.repairsLead') }
    : { title: t('page.title'), pageTitle: t('page.pageTitle'), lead: t('page.lead') };
  let body: ReactNode;
  if (user && !technician && !student) body = <p role="alert">{t('page.notForYou')}</p>;
  else if (jobs.status === 'error') {
    body = (
      <RetryMessage role="alert" message={t(student ? 'page.repairsFailed' : 'page.failed')} onRetry={jobs.reload} />
    );
  } else if (jobs.data?.length === 0) body = <p role="status">{t(student ? 'page.repairsNone' : 'page.none')}</p>;
  else if (jobs.data) {
    body = (
      <ul className="jobs-list">
        {jobs.data.map((job) => (
          <li key={job.id}>
            {student ? <RepairCard job={job} onChanged={replace} /> : <JobCard job={job} onChanged={replace} />}
          </li>
        ))}
      </ul>
    );
  } else body = <p role="status">{t('page.loading')}</p>;
  return (
    <>
      <title>{words.pageTitle}</title>
      <div className="page-header">
        <div className="container">
          <h1>{words.title}</h1>
          <p className="page-header__lead">{words.lead}</p>
        </div>
      </div>
      <div className="container">{body}</div>
    </>
  );
}
