// The office's list of selection windows: when each opens and closes (local time), its hostels, who may select (and
// who claimed each listed address), its state now, and for admins Edit and Delete.
import type { SelectionWindow } from '@campus-hostel/contracts/api';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { audienceWords, WINDOW_STATE_LABELS, windowState } from '../window-state';
import { WindowMembers } from './window-members';
import '../../../../styles/status-badges.css';

export interface SelectionTableProps {
  windows: readonly SelectionWindow[];
  now: number;
  /** Shows Edit and Delete; staff read the list only. */
  isAdmin: boolean;
  /** Disables the actions while a item is being deleted. */
  busy: boolean;
  onEdit: (item: SelectionWindow) => void;
  onDelete: (item: SelectionWindow) => void;
}

const STATE_CLASSES = {
  open: 'status-badge status-badge--resolved',
  upcoming: 'status-badge status-badge--pending',
  closed: 'status-badge notice-state--draft',
} as const;

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

export function SelectionTable({ windows, now, isAdmin, busy, onEdit, onDelete }: SelectionTableProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Selection windows, soonest first</caption>
      <thead>
        <tr>
          <th scope="col">Window</th>
          <th scope="col">Opens and closes</th>
          <th scope="col">Hostels</th>
          <th scope="col">Who may select</th>
          <th scope="col">State</th>
          {isAdmin ? <th scope="col">Action</th> : null}
        </tr>
      </thead>
      <tbody>
        {windows.map((item) => {
          const state = windowState(item, now);
          return (
            <tr key={item.id}>
              <th scope="row" data-label="Window" className="admin-table__text">
                {item.name}
              </th>
              <td data-label="Opens and closes">
                <div>
                  <Time iso={item.opens_at} /> <span aria-hidden="true">→</span>
                  <span className="visually-hidden">to</span> <Time iso={item.closes_at} />
                </div>
              </td>
              <td data-label="Hostels" className="admin-table__email">
                {item.hostels.join(', ')}
              </td>
              <td data-label="Who may select">
                <div>
                  {audienceWords(item)}
                  {item.last_slot_opens_at ? (
                    <span className="admin-table__sub">
                      last slot opens <Time iso={item.last_slot_opens_at} />
                    </span>
                  ) : null}
                  {item.audience === 'everyone' ? null : (
                    <WindowMembers windowId={item.id} listed={item.members} claimed={item.claimed} />
                  )}
                </div>
              </td>
              <td data-label="State">
                <span className={STATE_CLASSES[state]}>{WINDOW_STATE_LABELS[state]}</span>
              </td>
              {isAdmin ? (
                <td data-label="Action">
                  <div className="admin-actions">
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-label={`Edit “${item.name}”`}
                      disabled={busy}
                      onClick={() => onEdit(item)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-label={`Delete “${item.name}”`}
                      disabled={busy}
                      onClick={() => onDelete(item)}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
