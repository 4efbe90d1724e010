// A hostel's night: when the call is and its curfew, the counts per state, the residents by room with their marks,
// and the same rows as CSV or printed.
import { ROLL_CALL_STATES, type RollCallAnswer } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatCalendarDayMonth, formatDateTime, formatNumber } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { ExportCsvButton, useCsvExport } from '../../components/export-csv';
import { TableScroll } from '../../components/table-scroll';
import { getRollCall, markRollCall } from '../api/rollcall';
import { byRoom, countByState } from '../night';
import { rollCallColumns } from '../rollcall-csv';
import { RoomRows, type Marking } from './room-rows';

function Counts({ call }: { call: RollCallAnswer }) {
  const { t } = useTranslation('rollcall');
  const counts = countByState(call.residents);
  return (
    <dl className="rollcall-counts">
      {ROLL_CALL_STATES.map((state) => (
        <div key={state} className={`rollcall-counts__item rollcall-counts__item--${state}`}>
          <dt>{t(`state.${state}`)}</dt>
          <dd>{formatNumber(counts[state])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Residents({ call, marking }: { call: RollCallAnswer; marking: Marking }) {
  const { t } = useTranslation('rollcall');
  const caption = t('sheet.caption', { hostel: call.hostel_name, night: formatCalendarDayMonth(call.night) });
  if (call.residents.length === 0) return <p>{t('sheet.empty')}</p>;
  return (
    <TableScroll label={caption}>
      <table className="admin-table rollcall-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.bed')}</th>
            <th scope="col">{t('sheet.name')}</th>
            <th scope="col">{t('sheet.roll')}</th>
            <th scope="col">{t('sheet.state')}</th>
            <th scope="col">{t('sheet.present')}</th>
          </tr>
        </thead>
        {byRoom(call.residents).map((group) => (
          <RoomRows key={`${group.wing}:${group.room}`} group={group} marking={marking} />
        ))}
      </table>
    </TableScroll>
  );
}

export function RollCallSheet({ hostel, night }: { hostel: string; night: string }) {
  const { t } = useTranslation('rollcall');
  const call = useQuery(`rollcall:${hostel}:${night}`, () => getRollCall(hostel, night));
  const [busy, setBusy] = useState<string | null>(null);
  const fileName = `${t('sheet.file')}-${hostel.toLowerCase().replace(/\s+/g, '-')}-${night}`;
  const csv = useCsvExport(fileName, () => Promise.resolve(call.data?.residents ?? []), rollCallColumns);

  const mark = async (key: string, userIds: readonly string[], present: boolean) => {
    setBusy(key);
    try {
      await markRollCall(hostel, night, userIds, present);
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setBusy(null);
      // Read again either way: a closed night or a resident moved out shows as the server now has it.
      call.reload();
    }
  };

  // The server's words say why (a night out of its readable window, a hostel not served); else ours.
  if (call.status === 'error') {
    return <RetryMessage role="alert" message={normalizeError(call.error, t('sheet.failed'))} onRetry={call.reload} />;
  }
  if (!call.data) return <p role="status">{t('sheet.loading')}</p>;
  const marking: Marking = { open: call.data.open, busy, mark: (...args) => void mark(...args) };
  return (
    <div className="rollcall-sheet">
      <p className="rollcall-sheet__when">
        {t('sheet.when', { at: formatDateTime(call.data.call_at), curfew: call.data.curfew })}
      </p>
      {call.data.open ? null : <p className="rollcall-sheet__closed">{t('sheet.closed')}</p>}
      <Counts call={call.data} />
      <div className="rollcall-sheet__actions">
        <ExportCsvButton
          canExport={call.data.residents.length > 0}
          exporting={csv.exporting}
          onExport={csv.exportCsv}
        />
        <Button variant="secondary" onClick={() => window.print()}>
          {t('sheet.print')}
        </Button>
      </div>
      <Residents call={call.data} marking={marking} />
    </div>
  );
}
