// Opens a registration period (or edits one not yet settled): its name and days, the window students choose in (in
// local time), and whether seats go first come or by lottery.
import { MESS_ALLOCATIONS, MESS_LIMITS, type MessAllocation } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { isoToLocalInput, localInputToIso } from '../../utils/local-time';
import { savePeriod, type PeriodRow } from '../api/mess-admin';

type Field = 'name' | 'starts_on' | 'ends_on' | 'opens' | 'closes';
type Draft = Record<Field, string> & { allocation: MessAllocation };

const draftOf = (period: PeriodRow | null): Draft => ({
  name: period?.name ?? '',
  starts_on: period?.starts_on ?? '',
  ends_on: period?.ends_on ?? '',
  opens: period ? isoToLocalInput(period.opens_at) : '',
  closes: period ? isoToLocalInput(period.closes_at) : '',
  allocation: period?.allocation ?? 'first_come',
});

export interface PeriodFormProps {
  editing: PeriodRow | null;
  onSaved: () => void;
  onCancel?: () => void;
}

export function PeriodForm({ editing, onSaved, onCancel }: PeriodFormProps) {
  const { t } = useTranslation('mess');
  const [draft, setDraft] = useState(() => draftOf(editing));
  const [wrong, setWrong] = useState<Field[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (field: Field, value: string) => {
    setDraft((now) => ({ ...now, [field]: value }));
    setWrong((now) => now.filter((other) => other !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const opens = localInputToIso(draft.opens);
    const closes = localInputToIso(draft.closes);
    const problems: Field[] = [];
    if (!draft.name.trim()) problems.push('name');
    if (!draft.starts_on) problems.push('starts_on');
    if (!draft.ends_on || draft.ends_on < draft.starts_on) problems.push('ends_on');
    if (!opens) problems.push('opens');
    if (!closes || (opens && Date.parse(closes) <= Date.parse(opens))) problems.push('closes');
    if (problems.length > 0 || !opens || !closes) {
      setWrong(problems);
      return;
    }
    setSaving(true);
    try {
      const name = draft.name.trim();
      await savePeriod({
        id: editing?.id ?? null,
        name,
        starts_on: draft.starts_on,
        ends_on: draft.ends_on,
        opens_at: opens,
        closes_at: closes,
        allocation: draft.allocation,
      });
      notify.success(t(editing ? 'periods.saved' : 'periods.opened', { period: name }));
      if (!editing) setDraft(draftOf(null));
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error, t('periods.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, type: 'text' | 'date' | 'datetime-local') => (
    <TextField
      label={t(`periods.form.${name}`)}
      type={type}
      value={draft[name]}
      maxLength={name === 'name' ? MESS_LIMITS.periodNameMax : undefined}
      error={wrong.includes(name) ? t(`periods.form.wrong.${name}`) : undefined}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form className="form mess-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="mess-admin__grid">
        {field('name', 'text')}
        <SelectField
          label={t('periods.form.allocation')}
          options={MESS_ALLOCATIONS.map((value) => ({ value, label: t(`periods.allocation.${value}`) }))}
          value={draft.allocation}
          onChange={(event) =>
            setDraft((now) => ({ ...now, allocation: event.target.value === 'lottery' ? 'lottery' : 'first_come' }))
          }
        />
        {field('starts_on', 'date')}
        {field('ends_on', 'date')}
        {field('opens', 'datetime-local')}
        {field('closes', 'datetime-local')}
      </div>
      <div className="mess-admin__actions">
        <Button type="submit" busy={saving}>
          {editing ? t('periods.form.save') : t('periods.form.open')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('periods.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
