// A student's repair: where the job stands, who comes and when, the technician's photos; once done, the student
// confirms the fix or reopens it with what is still wrong, and rates a confirmed one once.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JobPhotos } from '../../../components/job-photos';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { confirmRepair, rateRepair, reopenRepair } from '../api/repairs';

interface RepairCardProps {
  job: WorkOrder;
  onChanged: (job: WorkOrder) => void;
}

const RATINGS = ['5', '4', '3', '2', '1'] as const;

export function RepairCard({ job, onChanged }: RepairCardProps) {
  const { t } = useTranslation('jobs');
  const [busy, setBusy] = useState<'confirm' | 'reopen' | 'rate' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [rating, setRating] = useState('5');
  const headingId = `repair-${job.id}-title`;

  const run = async (step: 'confirm' | 'reopen' | 'rate', act: () => Promise<WorkOrder>) => {
    setBusy(step);
    setError(null);
    try {
      onChanged(await act());
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(null);
    }
  };

  const reopen = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('repairs.noteRequired'));
      return;
    }
    void run('reopen', () => reopenRepair(job.id, note.trim()));
  };

  return (
    <article className="job-card" aria-labelledby={headingId}>
      <header className="job-card__header">
        <h2 id={headingId} className="job-card__title">
          {job.title}
        </h2>
        <span className="job-card__status">{t(`repairs.status.${job.status}`)}</span>
      </header>
      <p className="job-card__meta">
        {t(`trade.${job.trade}`)}
        {job.technician_name ? ` · ${t('repairs.technician', { name: job.technician_name })}` : ''}
      </p>
      <p className="job-card__meta">
        {job.visit_from && job.visit_to
          ? t('card.visit', { from: formatDateTime(job.visit_from), to: formatDateTime(job.visit_to) })
          : t('card.noVisit')}
      </p>
      <JobPhotos job={job} />
      {job.rating !== null ? <p className="job-card__meta">{t('repairs.rated', { rating: job.rating })}</p> : null}
      {job.status === 'done' ? (
        <div className="job-steps">
          <p className="job-card__meta">{t('repairs.doneLead')}</p>
          <Button
            busy={busy === 'confirm'}
            busyLabel={t('saving')}
            onClick={() => void run('confirm', () => confirmRepair(job.id))}
          >
            {t('repairs.confirm')}
          </Button>
          <form className="job-steps__form" onSubmit={reopen} noValidate>
            <TextAreaField
              label={t('repairs.note')}
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button type="submit" variant="secondary" busy={busy === 'reopen'} busyLabel={t('saving')}>
              {t('repairs.reopen')}
            </Button>
          </form>
        </div>
      ) : null}
      {job.status === 'confirmed' && job.rating === null ? (
        <form
          className="job-steps__form"
          onSubmit={(event) => {
            event.preventDefault();
            void run('rate', () => rateRepair(job.id, Number(rating)));
          }}
        >
          <SelectField
            label={t('repairs.rating')}
            value={rating}
            options={RATINGS.map((value) => ({ value, label: t('repairs.stars', { count: Number(value) }) }))}
            onChange={(event) => setRating(event.target.value)}
          />
          <Button type="submit" busy={busy === 'rate'} busyLabel={t('saving')}>
            {t('repairs.rate')}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p className="job-steps__error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
