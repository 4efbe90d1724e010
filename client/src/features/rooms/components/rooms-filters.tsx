// The rooms page's controls: map or list, one wing or all, vacant only, accessible only.
import '../../../components/ui/field.css';
import { messages } from '../../../config/messages';
import type { RoomFilters } from '../room-list';

export interface RoomsFiltersProps {
  filters: RoomFilters;
  /** The hostel's wings; the wing cannot be chosen until the rooms (and so the wings) are known. */
  wings: readonly string[];
  loaded: boolean;
  onChange: (next: Partial<RoomFilters>) => void;
}

export function RoomsFilters({ filters, wings, loaded, onChange }: RoomsFiltersProps) {
  return (
    <form className="rooms-filters card" aria-label="Filter rooms" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="rooms-view">
        <legend className="field__label">View</legend>
        <div className="rooms-view__options">
          {(['map', 'list'] as const).map((option) => (
            <label key={option} className="rooms-view__option">
              <input
                type="radio"
                name="rooms-view"
                value={option}
                checked={filters.view === option}
                onChange={() => onChange({ view: option })}
              />
              {option === 'map' ? messages.roomsViewMap : messages.roomsViewList}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field rooms-filters__wing">
        <label className="field__label" htmlFor="rooms-wing">
          Wing
        </label>
        <select
          id="rooms-wing"
          className="input input--select"
          value={filters.wing}
          disabled={!loaded}
          onChange={(event) => onChange({ wing: event.target.value })}
        >
          <option value="">All wings</option>
          {wings.map((name) => (
            <option key={name} value={name}>
              Wing {name}
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
        <label htmlFor="rooms-vacant">Vacant only</label>
      </div>
      <div className="checkbox">
        <input
          id="rooms-accessible"
          type="checkbox"
          checked={filters.accessibleOnly}
          onChange={(event) => onChange({ accessibleOnly: event.target.checked })}
        />
        <label htmlFor="rooms-accessible">Accessible only</label>
      </div>
    </form>
  );
}
