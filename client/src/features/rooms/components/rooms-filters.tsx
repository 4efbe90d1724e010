// The rooms page's controls: map or list, one wing or all, vacant only, accessible only.
import { useTranslation } from 'react-i18next';
import '../../../components/ui/field.css';
import type { RoomFilters } from '../room-list';

export interface RoomsFiltersProps {
  filters: RoomFilters;
  /** The hostel's wings; the wing cannot be chosen until the rooms (and so the wings) are known. */
  wings: readonly string[];
  loaded: boolean;
  onChange: (next: Partial<RoomFilters>) => void;
}

const VIEWS = ['map', 'list'] as const;

export function RoomsFilters({ filters, wings, loaded, onChange }: RoomsFiltersProps) {
  const { t } = useTranslation(['rooms', 'messages']);
  return (
    <form className="rooms-filters card" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <fieldset className="rooms-view">
        <legend className="field__label">{t('filters.view')}</legend>
        <div className="rooms-view__options">
          {VIEWS.map((option) => (
            <label key={option} className="rooms-view__option">
              <input
                type="radio"
                name="rooms-view"
                value={option}
                checked={filters.view === option}
                onChange={() => onChange({ view: option })}
              />
              {option === 'map' ? t('messages:roomsViewMap') : t('messages:roomsViewList')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field rooms-filters__wing">
        <label className="field__label" htmlFor="rooms-wing">
          {t('filters.wing')}
        </label>
        <select
          id="rooms-wing"
          className="input input--select"
          value={filters.wing}
          disabled={!loaded}
          onChange={(event) => onChange({ wing: event.target.value })}
        >
          <option value="">{t('filters.allWings')}</option>
          {wings.map((name) => (
            <option key={name} value={name}>
              {t('filters.wingOption', { wing: name })}
            </option>
          ))}
        </select>
      </div>
      <div className="checkbox">
        <input
          id="rooms-vacant"
          type="checkbox"
          checked={filters.vacantOnly}
          onChange={(event) => onChange({ vacantOnly: event.target.checked })}
        />
        <label htmlFor="rooms-vacant">{t('filters.vacantOnly')}</label>
      </div>
      <div className="checkbox">
        <input
          id="rooms-accessible"
          type="checkbox"
          checked={filters.accessibleOnly}
          onChange={(event) => onChange({ accessibleOnly: event.target.checked })}
        />
        <label htmlFor="rooms-accessible">{t('filters.accessibleOnly')}</label>
      </div>
    </form>
  );
}
