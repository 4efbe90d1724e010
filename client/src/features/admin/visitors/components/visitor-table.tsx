// A day's visitors: who came (relation, purpose, walk-in), their phone, whom they visit (name, roll number, room), the
// window, when they came in and left, and the state in words with why a pass is void and how long an overstay ran.
// Narrow screens stack each row as a card.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { Resolution } from '../../components/resolution';
import { TableScroll } from '../../components/table-scroll';
import { minutesOver, visitStateOf, VISIT_STATE_TONES } from '../visit-state';

function Moment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function Overstay({ pass, now }: { pass: OfficeVisitor; now: number }) {
  const { t } = useTranslation('visitors-office');
  return (
    <p className="visitors-overstay">
      <strong className="status-badge status-badge--overdue">{t('log.overstay')}</strong>{' '}
      {t('log.overstayBy', { count: minutesOver(pass, now) })}
    </p>
  );
}

function VisitorRow({ pass, now }: { pass: OfficeVisitor; now: number }) {
  const { t } = useTranslation('visitors-office');
  const state = visitStateOf(pass, now);
  return (
    <tr className={pass.overstay ? 'visitors-table__overstay' : undefined}>
      <th scope="row" data-label={t('log.visitor')}>
        {pass.visitor_name}
        <span className="admin-table__sub">
          {t(`relation.${pass.relation}`)}
          {pass.walk_in ? ` · ${t('log.walkIn')}` : ''}
        </span>
        <span className="admin-table__sub visitors-table__purpose">{pass.purpose}</span>
      </th>
      <td data-label={t('log.phone')}>
        <a href={`tel:${pass.phone}`}>{pass.phone}</a>
      </td>
      <td data-label={t('log.host')}>
        {pass.host.name}
        {pass.host.roll_number ? <span className="admin-table__sub">{pass.host.roll_number}</span> : null}
        {pass.host.room ? <span className="admin-table__sub">{pass.host.room}</span> : null}
      </td>
      <td data-label={t('log.window')}>
        <span className="visitors-table__times">
          <Moment iso={pass.from} /> – <Moment iso={pass.to} />
        </span>
      </td>
      <td data-label={t('log.inOut')}>
        <span className="visitors-table__times">
          {pass.entered_at ? (
            <span>{t('log.entered', { at: formatDateTime(pass.entered_at) })}</span>
          ) : (
            <span>{t('log.notEntered')}</span>
          )}
          {pass.exited_at ? <span>{t('log.left', { at: formatDateTime(pass.exited_at) })}</span> : null}
        </span>
      </td>
      <td data-label={t('log.status')}>
        <Resolution label={t(`state.${state}`)} tone={VISIT_STATE_TONES[state]}>
          {pass.void_reason ? <p className="admin-note">{t(`voidReason.${pass.void_reason}`)}</p> : null}
          {pass.overstay ? <Overstay pass={pass} now={now} /> : null}
        </Resolution>
      </td>
    </tr>
  );
}

export function VisitorTable({
  passes,
  now,
  caption,
}: {
  passes: readonly OfficeVisitor[];
  now: number;
  caption: string;
}) {
  const { t } = useTranslation('visitors-office');
  const columns = ['visitor', 'phone', 'host', 'window', 'inOut', 'status'] as const;
  return (
    <TableScroll label={caption}>
      <table className="admin-table visitors-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`log.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {passes.map((pass) => (
            <VisitorRow key={pass.id} pass={pass} now={now} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
