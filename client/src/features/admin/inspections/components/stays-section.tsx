// A hostel's stays, current and ended in 90 days, narrowed to what waits on the office: reports to countersign, rooms
// to inspect, appeals to decide, clearances to issue.
import type { RoomStay } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { useNow } from '../../../../lib/use-now';
import { useQuery } from '../../../../lib/use-query';
import { getPrices, getStays } from '../api/inspections';
import { stayWaitsOn, STAY_FILTERS, type StayFilter } from '../stay-filters';
import { StayCard } from './stay-card';

export interface StaysSectionProps {
  hostel: string;
  /** After a stay changed: a countersignature or an inspection writes conditions into the inventory. */
  onStayChanged: () => void;
}

export function StaysSection({ hostel, onStayChanged }: StaysSectionProps) {
  const { t } = useTranslation('inspections');
  const stays = useQuery(`inspection-stays:${hostel}`, () => getStays(hostel));
  const prices = useQuery('inventory-prices', getPrices);
  const [filter, setFilter] = useState<StayFilter>('all');
  const now = useNow();
  // A roommate's stay changes with this one (an inspection charges their share too): the list is read again.
  const replace = (changed: RoomStay) => {
    stays.update((shown) => shown.map((stay) => (stay.id === changed.id ? changed : stay)));
    stays.reload();
    onStayChanged();
  };
  const shown = stays.data?.filter((stay) => stayWaitsOn(stay, filter, now)) ?? [];
  return (
    <section className="panel" aria-labelledby="inspections-stays">
      <h2 id="inspections-stays">{t('stays.title')}</h2>
      <p className="room-muted">{t('stays.lead')}</p>
      <div className="inspections-filter">
        <SelectField
          label={t('stays.show')}
          value={filter}
          options={STAY_FILTERS.map((value) => ({ value, label: t(`stays.filter.${value}`) }))}
          onChange={(event) => setFilter(event.target.value as StayFilter)}
        />
      </div>
      {stays.status === 'error' ? (
        <RetryMessage role="alert" message={t('stays.failed')} onRetry={stays.reload} />
      ) : !stays.data ? (
        <p role="status">{t('stays.loading')}</p>
      ) : shown.length === 0 ? (
        <p>{t('stays.none')}</p>
      ) : (
        <ul className="inspections-stays">
          {shown.map((stay) => (
            <StayCard key={stay.id} stay={stay} prices={prices.data ?? []} onChanged={replace} />
          ))}
        </ul>
      )}
    </section>
  );
}
