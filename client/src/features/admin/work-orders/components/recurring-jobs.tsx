// Work no student asks for, every so many days in a hostel (water-cooler filters, pest control): the list, and a form
// to schedule one; each makes its job on its due day.
import { TRADES, type Trade } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatCalendarDay } from '../../../../lib/format';
import { istDayValue } from '../../../../lib/ist-input';
import { useQuery } from '../../../../lib/use-query';
import { getRecurringJobs, saveRecurringJob } from '../api/work-orders';

export function RecurringJobs({ hostels }: { hostels: readonly string[] }) {
  const { t } = useTranslation('work-orders-office');
  const jobs = useQuery('office-recurring-jobs', getRecurringJobs);
  const [hostel, setHostel] = useState(hostels[0] ?? '');
  const [trade, setTrade] = useState<Trade>('plumbing');
  const [title, setTitle] = useState('');
  const [every, setEvery] = useState('30');
  const [next, setNext] = useState(() => istDayValue(Date.now()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !(Number(every) >= 1)) {
      setError(t('recurring.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = { hostel_name: hostel, trade, title, every_days: Number(every), next_due_on: next, active: true };
      await saveRecurringJob(body);
      setTitle('');
      jobs.reload();
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
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
            <li key={job.id}>
              {t('recurring.item', {
                title: job.title,
                hostel: job.hostel_name,
                trade: t(`trade.${job.trade}`),
                days: job.every_days,
                next: formatCalendarDay(job.next_due_on),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <form className="work-orders__form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('recurring.hostel')}
          value={hostel}
          options={hostels.map((name) => ({ value: name, label: name }))}
          onChange={(event) => setHostel(event.target.value)}
        />
        <SelectField
          label={t('recurring.trade')}
          value={trade}
          options={TRADES.map((value) => ({ value, label: t(`trade.${value}`) }))}
          onChange={(event) => setTrade(event.target.value as Trade)}
        />
        <TextField
          label={t('recurring.title')}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label={t('recurring.every')}
          type="number"
          min="1"
          max="366"
          value={every}
          onChange={(e) => setEvery(e.target.value)}
        />
        <TextField label={t('recurring.next')} type="date" value={next} onChange={(e) => setNext(e.target.value)} />
        {error ? <p role="alert">{error}</p> : null}
        <Button type="submit" busy={busy} busyLabel={t('saving')}>
          {t('recurring.save')}
        </Button>
      </form>
    </div>
  );
}
