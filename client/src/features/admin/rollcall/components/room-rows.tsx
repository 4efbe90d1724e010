// One room of the roll-call: its heading row with "Mark room present", then a row per resident with their state in
// words and a present toggle. Marking is off when the night is closed or a mark is on its way.
import type { RollCallResident } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { toMark, type RoomGroup } from '../night';

export interface Marking {
  /** Whether the night may be marked at all (the answer's `open`). */
  open: boolean;
  /** The room or resident whose mark is on its way, if any. */
  busy: string | null;
  mark: (key: string, userIds: readonly string[], present: boolean) => void;
}

function LeaveLine({ leave }: { leave: NonNullable<RollCallResident['leave']> }) {
  const { t } = useTranslation('rollcall');
  return (
    <span className="rollcall-table__leave">
      {t('sheet.leave', { from: formatDateTime(leave.from), to: formatDateTime(leave.to) })}
      {leave.exited_at ? ` · ${t('sheet.exited', { at: formatDateTime(leave.exited_at) })}` : ''}
      {leave.returned_at ? ` · ${t('sheet.returned', { at: formatDateTime(leave.returned_at) })}` : ''}
    </span>
  );
}

function ResidentRow({ resident, marking }: { resident: RollCallResident; marking: Marking }) {
  const { t } = useTranslation('rollcall');
  const present = resident.marked_at !== null;
  return (
    <tr className={`rollcall-table__resident rollcall-table__resident--${resident.state}`}>
      <td data-label={t('sheet.bed')}>{resident.bed}</td>
      <th scope="row" data-label={t('sheet.name')}>
        {resident.full_name}
      </th>
      <td data-label={t('sheet.roll')}>{resident.roll_number ?? '—'}</td>
      <td data-label={t('sheet.state')}>
        <strong className="rollcall-state">{t(`state.${resident.state}`)}</strong>
        {resident.leave ? <LeaveLine leave={resident.leave} /> : null}
      </td>
      <td data-label={t('sheet.present')}>
        <label className="rollcall-table__toggle">
          <input
            type="checkbox"
            checked={present}
            disabled={!marking.open || marking.busy !== null}
            onChange={() => marking.mark(resident.user_id, [resident.user_id], !present)}
          />
          <span>
            {t('sheet.present')}
            <span className="visually-hidden">: {resident.full_name}</span>
          </span>
        </label>
        {resident.marked_at ? (
          <span className="rollcall-table__marked">
            {t('sheet.markedAtTime', { at: formatDateTime(resident.marked_at) })}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

export function RoomRows({ group, marking }: { group: RoomGroup; marking: Marking }) {
  const { t } = useTranslation('rollcall');
  const key = `room:${group.wing}:${group.room}`;
  const ids = toMark(group.residents);
  return (
    <tbody className="rollcall-table__room">
      <tr>
        <th scope="rowgroup" colSpan={4}>
          {t('sheet.room', { room: group.room, wing: group.wing })}
        </th>
        <td>
          <Button
            variant="secondary"
            disabled={!marking.open || ids.length === 0 || marking.busy !== null}
            busy={marking.busy === key}
            busyLabel={t('sheet.marking')}
            aria-label={t('sheet.markRoomFor', { room: group.room })}
            onClick={() => marking.mark(key, ids, true)}
          >
            {t('sheet.markRoom')}
          </Button>
        </td>
      </tr>
      {group.residents.map((resident) => (
        <ResidentRow key={resident.user_id} resident={resident} marking={marking} />
      ))}
    </tbody>
  );
}
