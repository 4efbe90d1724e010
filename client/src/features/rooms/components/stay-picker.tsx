// A guest house's stay as its reader chooses it: the day the guest arrives and how many nights, within the house's
// rules (how far ahead, the most nights), which it also says in words with the nights that wait for the warden.
import type { GuestHouseRules } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field';
import { formatCalendarDay, todayStamp } from '../../../lib/format';
import { addDays, formatStayDates, type StayDates } from '../../../lib/guest-stays';

export interface StayPickerProps {
  stay: StayDates;
  /** The house's rules, once its rooms are read. */
  rules: GuestHouseRules | undefined;
  onChange: (stay: StayDates) => void;
}

export function StayPicker({ stay, rules, onChange }: StayPickerProps) {
  const { t } = useTranslation('rooms');
  // The date field keeps what is typed; only a whole date inside the rules is asked about.
  const [typed, setTyped] = useState(stay.checkIn);
  const today = todayStamp();
  const last = rules ? addDays(today, rules.days_ahead) : undefined;
  const maxNights = rules?.max_nights ?? stay.nights;
  const nights = Array.from({ length: Math.max(maxNights, stay.nights) }, (_, index) => index + 1);
  const outside = typed < today || (last !== undefined && typed > last);
  const error =
    typed === ''
      ? t('stay.dateRequired')
      : outside
        ? t('stay.dateOutside', { last: last ? formatCalendarDay(last) : '' })
        : undefined;

  return (
    <form className="stay-picker card" aria-labelledby="stay-picker-title" onSubmit={(event) => event.preventDefault()}>
      <h2 id="stay-picker-title" className="stay-picker__title">
        {t('stay.title')}
      </h2>
      <div className="stay-picker__fields">
        <TextField
          label={t('stay.checkIn')}
          name="check_in"
          type="date"
          min={today}
          max={last}
          value={typed}
          error={error}
          required
          onChange={(event) => {
            const value = event.target.value;
            setTyped(value);
            const within = value >= today && (last === undefined || value <= last);
            if (/^\d{4}-\d{2}-\d{2}$/.test(value) && within) onChange({ ...stay, checkIn: value });
          }}
        />
        <SelectField
          label={t('stay.nights')}
          name="nights"
          options={nights.map((count) => ({ value: String(count), label: t('stay.nightsOption', { count }) }))}
          value={String(stay.nights)}
          onChange={(event) => onChange({ ...stay, nights: Number(event.target.value) })}
        />
      </div>
      <p className="stay-picker__dates" aria-live="polite">
        {t('stay.dates', { dates: formatStayDates(stay) })}
      </p>
      {rules ? (
        <p className="stay-picker__rules">
          {t('stay.rules', { count: rules.approval_nights, max: rules.max_nights, days: rules.days_ahead })}
        </p>
      ) : null}
    </form>
  );
}
