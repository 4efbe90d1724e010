// One job on the technician's phone: what and where, when it is due (overdue marked), the visit time, the student's
// note when they reopened it, the photos (thumbnails) and materials so far, and the steps while it is theirs to work on.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { JobPhotos } from '../../../components/job-photos';
import { formatDateTime } from '../../../lib/format';
import { JobSteps } from './job-steps';

interface JobCardProps {
  job: WorkOrder;
  onChanged: (job: WorkOrder) => void;
}

/** Whether the technician may still act on the job. */
export function isWorkable(job: WorkOrder): boolean {
  return job.status === 'assigned' || job.status === 'scheduled' || job.status === 'reopened';
}

export function JobCard({ job, onChanged }: JobCardProps) {
  const { t } = useTranslation('jobs');
  const headingId = `job-${job.id}-title`;
  const place =
    job.hostel_name && job.room_number !== null
      ? t('card.room', { hostel: job.hostel_name, wing: job.wing_name ?? '', room: job.room_number })
      : (job.hostel_name ?? t('card.noPlace'));
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <header className="job-card__header">
        <h2 id={headingId} className="job-card__title">
          {job.title}
        </h2>
        <span className={`job-card__status job-card__status--${job.status}`}>{t(`status.${job.status}`)}</span>
      </header>
      <p className="job-card__meta">
        {t(`trade.${job.trade}`)} · {place}
      </p>
      <p className={job.breached ? 'job-card__due job-card__due--late' : 'job-card__due'}>
        {t(job.breached ? 'card.overdue' : 'card.due', { time: formatDateTime(job.due_at) })}
      </p>
      <p className="job-card__meta">
        {job.visit_from && job.visit_to
          ? t('card.visit', { from: formatDateTime(job.visit_from), to: formatDateTime(job.visit_to) })
          : t('card.noVisit')}
      </p>
      {job.status === 'reopened' && job.reopen_note ? (
        <p className="job-card__note">{t('card.reopened', { note: job.reopen_note })}</p>
      ) : null}
      <JobPhotos job={job} />
      {job.materials.length > 0 ? (
        <ul className="job-card__materials" aria-label={t('card.materials')}>
          {job.materials.map((material, index) => (
            <li key={`${material.item}-${index}`}>{t('card.material', material)}</li>
          ))}
        </ul>
      ) : null}
      {isWorkable(job) ? <JobSteps job={job} onChanged={onChanged} /> : null}
    </article>
  );
}
