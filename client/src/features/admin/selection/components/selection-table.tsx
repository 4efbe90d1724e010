// The office's list of selection windows: when each opens and closes (local time), its hostels, who may select (and
// who claimed each listed address), its state now, and for admins Edit and Delete.
import type { SelectionWindow } from '@campus-hostel/contracts/api';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { audienceWords, windowState, windowStateLabel } from '../window-state';
import { WindowMembers } from './window-members';
import '../../../../styles/status-badges.css';
import { TableScroll } from '../../components/table-scroll';

/** A picture of the change, hidden from screen readers, which hear the words beside it. */
const ARROW = '→';

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
  const { t } = useTranslation('admin');
  return (
    <TableScroll label={t('selection.caption')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('selection.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('selection.window')}</th>
            <th scope="col">{t('selection.opensCloses')}</th>
            <th scope="col">{t('selection.hostels')}</th>
            <th scope="col">{t('selection.whoMay')}</th>
            <th scope="col">{t('selection.state')}</th>
            {isAdmin ? <th scope="col">{t('list.action')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {windows.map((item) => {
            const state = windowState(item, now);
            return (
              <tr key={item.id}>
                <th scope="row" data-label={t('selection.window')} className="admin-table__text">
                  {item.name}
                </th>
                <td data-label={t('selection.opensCloses')}>
                  <div>
                    <Time iso={item.opens_at} /> <span aria-hidden="true">{ARROW}</span>
                    <span className="visually-hidden">{t('selection.to')}</span> <Time iso={item.closes_at} />
                  </div>
                </td>
                <td data-label={t('selection.hostels')} className="admin-table__email">
                  {item.hostels.join(t('charts.listSeparator'))}
                </td>
                <td data-label={t('selection.whoMay')}>
                  <div>
                    {audienceWords(item)}
                    {item.last_slot_opens_at ? (
                      <span className="admin-table__sub">
                        <Trans
                          t={t}
                          i18nKey="selection.lastSlotOpens"
                          components={{ time: <Time iso={item.last_slot_opens_at} /> }}
                        />
                      </span>
                    ) : null}
                    {item.audience === 'everyone' ? null : (
                      <WindowMembers windowId={item.id} listed={item.members} claimed={item.claimed} />
                    )}
                  </div>
                </td>
                <td data-label={t('selection.state')}>
                  <span className={STATE_CLASSES[state]}>{windowStateLabel(state)}</span>
                </td>
                {isAdmin ? (
                  <td data-label={t('list.action')}>
                    <div className="admin-actions">
                      <Button
                        variant="secondary"
                        className="button--small"
                        aria-label={t('notices.editTitle', { title: item.name })}
                        disabled={busy}
                        onClick={() => onEdit(item)}
                      >
                        {t('notices.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        className="button--small"
                        aria-label={t('selection.deleteFor', { name: item.name })}
                        disabled={busy}
                        onClick={() => onDelete(item)}
                      >
                        {t('selection.delete')}
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
