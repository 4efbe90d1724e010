// One job in the office's list: what (with its photos), where, where it stands, when due (overdue said), the visit slot
// and its technician; one not yet done may be given to another technician of its trade.
import type { Technician, WorkOrder } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobPhotos } from '../../../../components/job-photos';
import { Button } from '../../../../components/ui/button';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { assignJob } from '../api/work-orders';
import { VisitCell } from './visit-cell';

interface JobRowProps {
  job: WorkOrder;
  technicians: Technician[];
  onChanged: (job: WorkOrder) => void;
}

function AssignCell({ job, technicians, onChanged }: JobRowProps) {
  const { t } = useTranslation('work-orders-office');
  const fit = technicians.filter((technician) => technician.trade === job.trade);
  const [chosen, setChosen] = useState(job.technician_id ?? fit[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (job.status === 'done' || job.status === 'confirmed' || fit.length === 0) return <>{job.technician_name ?? '—'}</>;
  const assign = async () => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await assignJob(job.id, chosen));
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
        aria-label={t('jobs.assignTo', { title: job.title })}
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

export function JobRow({ job, technicians, onChanged }: JobRowProps) {
  const { t } = useTranslation('work-orders-office');
  const place = job.hostel_name ? `${job.hostel_name}${job.room_number !== null ? ` ${job.room_number}` : ''}` : '—';
  return (
    <tr>
      <th scope="row">
        {job.title}
        <br />
        <span className="work-orders__muted">{t(`trade.${job.trade}`)}</span>
        <JobPhotos job={job} />
      </th>
      <td data-label={t('jobs.place')}>{place}</td>
      <td data-label={t('jobs.status')}>{t(`status.${job.status}`)}</td>
      <td data-label={t('jobs.due')} className={job.breached ? 'work-orders__late' : undefined}>
        {job.breached ? t('jobs.overdue', { time: formatDateTime(job.due_at) }) : formatDateTime(job.due_at)}
      </td>
      <td data-label={t('jobs.visit')}>
        <VisitCell job={job} onChanged={onChanged} />
      </td>
      <td data-label={t('jobs.technician')}>
        <AssignCell job={job} technicians={technicians} onChanged={onChanged} />
      </td>
    </tr>
  );
}
