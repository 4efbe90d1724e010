// The form of a recurring job: a new one, or the one being edited (its hostel, trade, title, period and next due day,
// an IST day from today on).
import { TRADES, type RecurringJob, type SaveRecurringJobBody, type Trade } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { istDayValue } from '../../../../lib/ist-input';
import { saveRecurringJob } from '../api/work-orders';

interface RecurringFormProps {
  hostels: readonly string[];
  /** The job being edited; null for a new one. */
  editing: RecurringJob | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function RecurringForm({ hostels, editing, onSaved, onCancel }: RecurringFormProps) {
  const { t } = useTranslation('work-orders-office');
  const [hostel, setHostel] = useState(editing?.hostel_name ?? hostels[0] ?? '');
  const [trade, setTrade] = useState<Trade>(editing?.trade ?? 'plumbing');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [every, setEvery] = useState(String(editing?.every_days ?? 30));
  const [next, setNext] = useState(() => editing?.next_due_on ?? istDayValue(Date.now()));
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
      const body: SaveRecurringJobBody = {
        ...(editing ? { id: editing.id } : {}),
        hostel_name: hostel,
        trade,
        title,
        every_days: Number(every),
        next_due_on: next,
        active: editing?.active ?? true,
      };
      await saveRecurringJob(body);
      if (!editing) setTitle('');
      onSaved();
    } catch (failure) {
      setError(normalizeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="work-orders__form" onSubmit={(event) => void submit(event)} noValidate>
      {editing ? <h3 className="work-orders__form-title">{t('recurring.editing', { title: editing.title })}</h3> : null}
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
      <TextField
        label={t(editing ? 'recurring.nextDue' : 'recurring.next')}
        type="date"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      {error ? <p role="alert">{error}</p> : null}
      <div className="work-orders__actions">
        <Button type="submit" busy={busy} busyLabel={t('saving')}>
          {t(editing ? 'recurring.saveChanges' : 'recurring.save')}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('recurring.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
