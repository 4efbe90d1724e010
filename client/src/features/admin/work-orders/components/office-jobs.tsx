// The jobs of the hostels the caller serves, unfinished first by due time, narrowed by where they stand, trade and (for
// the whole office) hostel, a page at a time: "Show more" adds the next.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useQuery } from '../../../../lib/use-query';
import { getTechnicians } from '../api/work-orders';
import { JobFilters } from './job-filters';
import { JobRow } from './job-row';
import { useOfficeJobs, type JobFilter } from './use-office-jobs';

function JobsTable({ jobs, onChanged }: { jobs: WorkOrder[]; onChanged: (job: WorkOrder) => void }) {
  const { t } = useTranslation('work-orders-office');
  const technicians = useQuery('office-technicians', getTechnicians);
  if (technicians.status === 'error') {
    return <RetryMessage role="alert" message={t('jobs.failed')} onRetry={technicians.reload} />;
  }
  if (!technicians.data) return <p role="status">{t('loading')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{t('jobs.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('jobs.job')}</th>
            <th scope="col">{t('jobs.place')}</th>
            <th scope="col">{t('jobs.status')}</th>
            <th scope="col">{t('jobs.due')}</th>
            <th scope="col">{t('jobs.visit')}</th>
            <th scope="col">{t('jobs.technician')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} technicians={technicians.data} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OfficeJobs({ hostels }: { hostels: readonly string[] }) {
  const { t } = useTranslation('work-orders-office');
  const [filter, setFilter] = useState<JobFilter>({ state: 'unfinished', trade: '', hostel: '' });
  const jobs = useOfficeJobs(filter);
  let body;
  if (jobs.status === 'error') body = <RetryMessage role="alert" message={t('jobs.failed')} onRetry={jobs.reload} />;
  else if (!jobs.jobs) body = <p role="status">{t('loading')}</p>;
  else if (jobs.jobs.length === 0) body = <p role="status">{t('jobs.none')}</p>;
  else body = <JobsTable jobs={jobs.jobs} onChanged={jobs.replace} />;
  return (
    <>
      <JobFilters filter={filter} onChange={setFilter} hostels={hostels} />
      {body}
      {jobs.moreError ? <p role="alert">{jobs.moreError}</p> : null}
      {jobs.jobs && jobs.hasMore ? (
        <Button
          variant="secondary"
          busy={jobs.loadingMore}
          busyLabel={t('loading')}
          onClick={() => void jobs.showMore()}
        >
          {t('jobs.more')}
        </Button>
      ) : null}
    </>
  );
}
