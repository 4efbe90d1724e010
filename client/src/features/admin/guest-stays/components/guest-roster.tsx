// A guest house's day for the office: which guest house and which day (both in the address, today in IST by default),
// then the stays awaiting the warden, the arrivals, who is in the house and the departures, each with what may be done.
import type { GuestRosterAnswer } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { todayStamp } from '../../../../lib/format';
import { useQuery } from '../../../../lib/use-query';
import { getGuestRoster } from '../api/guest-roster';
import { useChosenHouse } from '../chosen-house';
import { StayTable, type RosterPart } from './stay-table';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each part of the day, in the order the office works through them, with the answer's list it shows. */
const PARTS: ReadonlyArray<[RosterPart, keyof Omit<GuestRosterAnswer, 'hostel_name' | 'day'>]> = [
  ['awaiting', 'awaiting_approval'],
  ['arrivals', 'arrivals'],
  ['inHouse', 'in_house'],
  ['departures', 'departures'],
];

/** `houses`: the guest houses the caller serves, in the office's order. */
export function GuestRoster({ houses }: { houses: readonly string[] }) {
  const { t } = useTranslation('guest-stays');
  const [params, setParams] = useSearchParams();
  const house = useChosenHouse(houses);
  const askedDay = params.get('day') ?? '';
  const day = DATE.test(askedDay) ? askedDay : todayStamp();
  const roster = useQuery(house === '' ? null : `guest-roster:${house}:${day}`, () => getGuestRoster(house, day));
  const change = (next: { house?: string; day?: string }) => {
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) updated.set(key, value);
    setParams(updated, { replace: true });
  };

  return (
    <>
      <form
        className="card guest-roster__pick"
        aria-label={t('roster.pick')}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={t('roster.house')}
          options={houses.map((name) => ({ value: name, label: name }))}
          value={house}
          onChange={(event) => change({ house: event.target.value })}
        />
        <TextField
          label={t('roster.day')}
          type="date"
          value={day}
          onChange={(event) => {
            if (DATE.test(event.target.value)) change({ day: event.target.value });
          }}
        />
      </form>
      {roster.status === 'error' ? (
        <RetryMessage role="alert" message={t('roster.failed')} onRetry={roster.reload} />
      ) : roster.data ? (
        PARTS.map(([part, list]) => (
          <StayTable key={part} part={part} rows={roster.data[list]} onChanged={roster.reload} />
        ))
      ) : (
        <p className="admin-muted" role="status">
          {t('roster.loading')}
        </p>
      )}
    </>
  );
}
