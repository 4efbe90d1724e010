// What the office's job list shows: where jobs stand, one trade, and for the whole office one hostel (a warden's list
// is already their hostels').
import { JOB_STATES, TRADES, type JobState, type Trade } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/field';
import type { JobFilter } from './use-office-jobs';

interface JobFiltersProps {
  filter: JobFilter;
  onChange: (filter: JobFilter) => void;
  /** The hostels the whole office may narrow to; empty for a warden. */
  hostels: readonly string[];
}

export function JobFilters({ filter, onChange, hostels }: JobFiltersProps) {
  const { t } = useTranslation('work-orders-office');
  return (
    <div className="work-orders__filters work-orders__filters--row">
      <SelectField
        label={t('filters.state')}
        value={filter.state}
        options={JOB_STATES.map((value) => ({ value, label: t(`filters.states.${value}`) }))}
        onChange={(event) => onChange({ ...filter, state: event.target.value as JobState })}
      />
      <SelectField
        label={t('filters.trade')}
        value={filter.trade}
        options={[
          { value: '', label: t('filters.anyTrade') },
          ...TRADES.map((value) => ({ value, label: t(`trade.${value}`) })),
        ]}
        onChange={(event) => onChange({ ...filter, trade: event.target.value as Trade | '' })}
      />
      {hostels.length > 0 ? (
        <SelectField
          label={t('filters.hostel')}
          value={filter.hostel}
          options={[
            { value: '', label: t('filters.anyHostel') },
            ...hostels.map((name) => ({ value: name, label: name })),
          ]}
          onChange={(event) => onChange({ ...filter, hostel: event.target.value })}
        />
      ) : null}
    </div>
  );
}
