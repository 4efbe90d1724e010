// A job's visit slot in the office's list: the slot the student sees, and while a technician holds the job a form to
// set it (IST date and time, as the technician's own form takes it).
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { VisitFields } from '../../../../components/visit-fields';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { fromIstInput, istInputValue } from '../../../../lib/ist-input';
import { scheduleJob } from '../api/work-orders';

const SCHEDULABLE: readonly WorkOrder['status'][] = ['assigned', 'scheduled', 'reopened'];

export function VisitCell({ job, onChanged }: { job: WorkOrder; onChanged: (job: WorkOrder) => void }) {
  const { t } = useTranslation('work-orders-office');
  const [from, setFrom] = useState(job.visit_from ? istInputValue(job.visit_from) : '');
  const [to, setTo] = useState(job.visit_to ? istInputValue(job.visit_to) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slot =
    job.visit_from && job.visit_to
      ? t('visit.slot', { from: formatDateTime(job.visit_from), to: formatDateTime(job.visit_to) })
      : t('visit.none');
  if (!SCHEDULABLE.includes(job.status)) return <>{slot}</>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const visitFrom = fromIstInput(from);
    const visitTo = fromIstInput(to);
    if (!visitFrom || !visitTo) {
      setError(t('visit.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onChanged(await scheduleJob(job.id, visitFrom, visitTo));
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="work-orders__visit">
      <span>{slot}</span>
      <details>
        <summary>{t('visit.set')}</summary>
        <form className="work-orders__form" onSubmit={(event) => void submit(event)} noValidate>
          <VisitFields
            labels={{ from: t('visit.from'), to: t('visit.to') }}
            from={from}
            to={to}
            onFromChange={setFrom}
            onToChange={setTo}
          />
          {error ? <p role="alert">{error}</p> : null}
          <Button type="submit" variant="secondary" busy={busy} busyLabel={t('saving')}>
            {t('visit.save')}
          </Button>
        </form>
      </details>
    </div>
  );
}
