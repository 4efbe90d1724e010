// The jobs of the hostels the caller serves, unfinished first by due time (overdue said), each with its technician;
// one not yet done may be given to another technician of its trade.
import type { Technician, WorkOrder } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { useQuery } from '../../../../lib/use-query';
import { assignJob, getOfficeJobs, getTechnicians } from '../api/work-orders';

function AssignCell({
  job,
  technicians,
  onChanged,
}: {
  job: WorkOrder;
  technicians: Technician[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('work-orders-office');
  const fit = technicians.filter((technician) => technician.trade === job.trade);
  const [chosen, setChosen] = useState(job.technician_id ?? fit[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (job.status === 'done' || job.status === 'confirmed' || fit.length === 0) return <>{job.technician_name ?? '—'}</>;
  const label = t('jobs.assignTo', { title: job.title });
  const assign = async () => {
    setBusy(true);
    setError(null);
    try {
      await assignJob(job.id, chosen);
      onChanged();
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="work-orders__assign">
      <select
        className="input input--select"
        aria-label={label}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      >
        {fit.map((technician) => (
          <option key={technician.id} value={technician.id}>
            {technician.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" busy={busy} busyLabel={t('saving')} onClick={() => void assign()}>
        {t('jobs.assign')}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

export function OfficeJobs() {
  const { t } = useTranslation('work-orders-office');
  const jobs = useQuery('office-work-orders', getOfficeJobs);
  const technicians = useQuery('office-technicians', getTechnicians);
  if (jobs.status === 'error' || technicians.status === 'error') {
    return <RetryMessage role="alert" message={t('jobs.failed')} onRetry={jobs.reload} />;
  }
  if (!jobs.data || !technicians.data) return <p role="status">{t('loading')}</p>;
  if (jobs.data.length === 0) return <p role="status">{t('jobs.none')}</p>;
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
            <th scope="col">{t('jobs.technician')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.data.map((job) => (
            <tr key={job.id}>
              <th scope="row">
                {job.title}
                <br />
                <span className="work-orders__muted">{t(`trade.${job.trade}`)}</span>
              </th>
              <td data-label={t('jobs.place')}>
                {job.hostel_name ? `${job.hostel_name}${job.room_number !== null ? ` ${job.room_number}` : ''}` : '—'}
              </td>
              <td data-label={t('jobs.status')}>{t(`status.${job.status}`)}</td>
              <td data-label={t('jobs.due')} className={job.breached ? 'work-orders__late' : undefined}>
                {job.breached ? t('jobs.overdue', { time: formatDateTime(job.due_at) }) : formatDateTime(job.due_at)}
              </td>
              <td data-label={t('jobs.technician')}>
                <AssignCell job={job} technicians={technicians.data} onChanged={jobs.reload} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
