// A mess's terms, typed in rupees and whole numbers, and the hostels it feeds with those it is the default mess of:
// creates a mess (no `editing`) or edits one; the server refuses a hostel that already has another default mess.
import { MESS_LIMITS, type SaveMessBody } from '@campus-hostel/contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextField } from '../../../../components/ui/field';
import { normalizeError } from '../../../../lib/errors';
import { useHostels } from '../../../../lib/hostels';
import { notify } from '../../../../lib/notifications';
import { saveMess, type MessRow } from '../api/mess-admin';
import { paiseOf, rupeesOf } from '../rupees';

type Numbers = 'daily_rate' | 'guest_meal' | 'capacity' | 'rebate_min_days' | 'rebate_notice_days';
type Draft = Record<'name' | 'caterer' | Numbers, string> & { hostels: MessRow['hostels'] };

const draftOf = (mess: MessRow | null): Draft => ({
  name: mess?.name ?? '',
  caterer: mess?.caterer ?? '',
  daily_rate: mess ? rupeesOf(mess.daily_rate_minor) : '',
  guest_meal: mess ? rupeesOf(mess.guest_meal_minor) : '',
  capacity: mess ? String(mess.capacity) : '',
  rebate_min_days: String(mess?.rebate_min_days ?? 4),
  rebate_notice_days: String(mess?.rebate_notice_days ?? 3),
  hostels: mess?.hostels ?? [],
});

const whole = (typed: string, min: number, max: number): number | null => {
  const value = /^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
  return value >= min && value <= max ? value : null;
};

/** The body to send, or the fields that are wrong. */
function bodyOf(draft: Draft, id: number | null): SaveMessBody | { wrong: Array<keyof Draft> } {
  const daily = paiseOf(draft.daily_rate);
  const guest = paiseOf(draft.guest_meal);
  const capacity = whole(draft.capacity, 1, MESS_LIMITS.capacityMax);
  const minDays = whole(draft.rebate_min_days, 1, MESS_LIMITS.rebateMinDaysMax);
  const notice = whole(draft.rebate_notice_days, 0, MESS_LIMITS.rebateNoticeDaysMax);
  const wrong: Array<keyof Draft> = [];
  if (!draft.name.trim()) wrong.push('name');
  if (!draft.caterer.trim()) wrong.push('caterer');
  if (daily === null || daily > MESS_LIMITS.rateMaxMinor) wrong.push('daily_rate');
  if (guest === null || guest > MESS_LIMITS.rateMaxMinor) wrong.push('guest_meal');
  if (capacity === null) wrong.push('capacity');
  if (minDays === null) wrong.push('rebate_min_days');
  if (notice === null) wrong.push('rebate_notice_days');
  if (draft.hostels.length === 0) wrong.push('hostels');
  if (
    wrong.length > 0 ||
    daily === null ||
    guest === null ||
    capacity === null ||
    minDays === null ||
    notice === null
  ) {
    return { wrong };
  }
  return {
    id,
    name: draft.name.trim(),
    caterer: draft.caterer.trim(),
    daily_rate_minor: daily,
    guest_meal_minor: guest,
    capacity,
    rebate_min_days: minDays,
    rebate_notice_days: notice,
    hostels: draft.hostels,
  };
}

export interface MessFormProps {
  editing: MessRow | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function MessForm({ editing, onSaved, onCancel }: MessFormProps) {
  const { t } = useTranslation('mess');
  const hostels = useHostels();
  const [draft, setDraft] = useState(() => draftOf(editing));
  const [wrong, setWrong] = useState<Array<keyof Draft>>([]);
  const [saving, setSaving] = useState(false);

  const set = (field: Exclude<keyof Draft, 'hostels'>, value: string) => {
    setDraft((now) => ({ ...now, [field]: value }));
    setWrong((now) => now.filter((other) => other !== field));
  };
  const feed = (hostel: string, feeds: boolean, isDefault: boolean) => {
    setWrong((now) => now.filter((other) => other !== 'hostels'));
    setDraft((now) => {
      const others = now.hostels.filter((row) => row.name !== hostel);
      return { ...now, hostels: feeds ? [...others, { name: hostel, default: isDefault }] : others };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft, editing?.id ?? null);
    if ('wrong' in body) {
      setWrong(body.wrong);
      return;
    }
    setSaving(true);
    try {
      await saveMess(body);
      notify.success(t('messes.saved', { mess: body.name }));
      onSaved();
    } catch (error) {
      notify.error(normalizeError(error, t('messes.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const error = (field: keyof Draft) => (wrong.includes(field) ? t(`messes.form.wrong.${field}`) : undefined);
  const field = (name: Exclude<keyof Draft, 'hostels'>, inputMode?: 'decimal' | 'numeric') => (
    <TextField
      label={t(`messes.form.${name}`)}
      value={draft[name]}
      inputMode={inputMode}
      error={error(name)}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form className="form mess-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="mess-admin__grid">
        {field('name')}
        {field('caterer')}
        {field('daily_rate', 'decimal')}
        {field('guest_meal', 'decimal')}
        {field('capacity', 'numeric')}
        {field('rebate_min_days', 'numeric')}
        {field('rebate_notice_days', 'numeric')}
      </div>
      <fieldset className="mess-admin__hostels" aria-describedby={error('hostels') ? 'mess-hostels-error' : undefined}>
        <legend>{t('messes.form.hostels')}</legend>
        {(hostels.data ?? []).map(({ name }) => {
          const row = draft.hostels.find((fed) => fed.name === name);
          return (
            <div key={name} className="mess-admin__hostel">
              <CheckboxField
                label={t('messes.form.feeds', { hostel: name })}
                checked={row !== undefined}
                onChange={(event) => feed(name, event.target.checked, false)}
              />
              <CheckboxField
                label={t('messes.form.default', { hostel: name })}
                checked={row?.default ?? false}
                disabled={row === undefined}
                onChange={(event) => feed(name, true, event.target.checked)}
              />
            </div>
          );
        })}
        {error('hostels') ? (
          <p className="field__error" id="mess-hostels-error">
            {error('hostels')}
          </p>
        ) : null}
      </fieldset>
      <div className="mess-admin__actions">
        <Button type="submit" busy={saving}>
          {t('messes.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('messes.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
