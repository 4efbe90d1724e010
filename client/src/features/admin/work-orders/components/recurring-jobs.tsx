// Work no student asks for, every so many days in a hostel (water-cooler filters, pest control): the list, each one
// edited or switched off (a switched-off job makes no jobs) and on again, and the form to schedule one.
import type { RecurringJob } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatCalendarDay } from '../../../../lib/format';
import { istDayValue } from '../../../../lib/ist-input';
import { useQuery } from '../../../../lib/use-query';
import { getRecurringJobs, saveRecurringJob } from '../api/work-orders';
import { RecurringForm } from './recurring-form';

/** The job switched the other way; one switched on again whose day has passed falls due today (IST). */
function switched(job: RecurringJob) {
  const today = istDayValue(Date.now());
  const { id, hostel_name, trade, title, every_days } = job;
  const next_due_on = job.next_due_on < today ? today : job.next_due_on;
  return { id, hostel_name, trade, title, every_days, next_due_on, active: !job.active };
}

function RecurringItem({ job, onEdit, onChanged }: { job: RecurringJob; onEdit: () => void; onChanged: () => void }) {
  const { t } = useTranslation('work-orders-office');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveRecurringJob(switched(job));
      onChanged();
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };
  const words = {
    title: job.title,
    hostel: job.hostel_name,
    trade: t(`trade.${job.trade}`),
    days: job.every_days,
    next: formatCalendarDay(job.next_due_on),
  };
  return (
    <li className="work-orders__recurring-item">
      <span>{t(job.active ? 'recurring.item' : 'recurring.itemOff', words)}</span>
      <span className="work-orders__actions">
        <Button variant="ghost" aria-label={t('recurring.editFor', { title: job.title })} onClick={onEdit}>
          {t('recurring.edit')}
        </Button>
        <Button
          variant="secondary"
          busy={busy}
          busyLabel={t('saving')}
          aria-label={t(job.active ? 'recurring.offFor' : 'recurring.onFor', { title: job.title })}
          onClick={() => void toggle()}
        >
          {t(job.active ? 'recurring.off' : 'recurring.on')}
        </Button>
      </span>
      {error ? <p role="alert">{error}</p> : null}
    </li>
  );
}

export function RecurringJobs({ hostels }: { hostels: readonly string[] }) {
  const { t } = useTranslation('work-orders-office');
  const jobs = useQuery('office-recurring-jobs', getRecurringJobs);
  const [editing, setEditing] = useState<RecurringJob | null>(null);
  const saved = () => {
    setEditing(null);
    jobs.reload();
  };
  return (
    <div className="work-orders__recurring">
      {jobs.status === 'error' ? (
        <RetryMessage role="alert" message={t('recurring.failed')} onRetry={jobs.reload} />
      ) : jobs.data?.length === 0 ? (
        <p>{t('recurring.none')}</p>
      ) : jobs.data ? (
        <ul className="work-orders__list">
          {jobs.data.map((job) => (
            <RecurringItem key={job.id} job={job} onEdit={() => setEditing(job)} onChanged={jobs.reload} />
          ))}
        </ul>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <RecurringForm
        key={editing?.id ?? 'new'}
        hostels={hostels}
        editing={editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}
