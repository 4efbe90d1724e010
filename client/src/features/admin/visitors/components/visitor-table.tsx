// A day's visitors: who came (relation, purpose, walk-in), their phone, whom they visit (name, roll number, room), the
// window, when they came in and left, and the state in words with why a pass is void and how long an overstay ran.
// Narrow screens stack each row as a card.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { Resolution } from '../../components/resolution';
import { TableScroll } from '../../components/table-scroll';
import { VISITOR_STATE_TONES, visitorStateLabel, visitorStateOf } from '../../../../lib/status-words';
import { minutesOver } from '../visit-state';
import { Period } from './period';

/** The overstay's badge, and how long past the window: in minutes for the first hour, then in hours and minutes. */
function Overstay({ pass, now }: { pass: OfficeVisitor; now: number }) {
  const { t } = useTranslation('visitors-office');
  const minutes = minutesOver(pass, now);
  const over =
    minutes < 60
      ? t('log.overstayBy', { count: minutes })
      : t('log.overstayHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <p className="visitors-overstay">
      <strong className="status-badge status-badge--overdue">{t('log.overstay')}</strong> {over}
    </p>
  );
}

function VisitorRow({ pass, now }: { pass: OfficeVisitor; now: number }) {
  const { t } = useTranslation('visitors-office');
  const state = visitorStateOf(pass, now);
  return (
    <tr className={pass.overstay ? 'visitors-table__overstay' : undefined}>
      <th scope="row" data-label={t('log.visitor')}>
        <span className="visitors-cell">
          {pass.visitor_name}
          <span className="admin-table__sub">
            {t(`relation.${pass.relation}`)}
            {pass.walk_in ? ` · ${t('log.walkIn')}` : ''}
          </span>
          <span className="admin-table__sub visitors-table__purpose">{pass.purpose}</span>
        </span>
      </th>
      <td data-label={t('log.phone')}>
        <a href={`tel:${pass.phone}`}>{pass.phone}</a>
      </td>
      <td data-label={t('log.host')}>
        <span className="visitors-cell">
          {pass.host.name}
          {pass.host.roll_number ? <span className="admin-table__sub">{pass.host.roll_number}</span> : null}
          {pass.host.room ? <span className="admin-table__sub">{pass.host.room}</span> : null}
        </span>
      </td>
      <td data-label={t('log.window')}>
        <Period from={pass.from} to={pass.to} />
      </td>
      <td data-label={t('log.inOut')}>
        <span className="visitors-cell">
          {pass.entered_at ? (
            <span>{t('log.entered', { at: formatDateTime(pass.entered_at) })}</span>
          ) : (
            <span>{t('log.notEntered')}</span>
          )}
          {pass.exited_at ? <span>{t('log.left', { at: formatDateTime(pass.exited_at) })}</span> : null}
        </span>
      </td>
      <td data-label={t('log.status')}>
        <Resolution label={visitorStateLabel(state)} tone={VISITOR_STATE_TONES[state]}>
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
