// A stay's no-dues clearance as the student and the office print it: the deposit, what was set against it, the refund.
import type { RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format';
import { useStayPlace } from '../lib/stay-place';
import { Button } from './ui/button';
import './room-inventory.css';

export function NoDuesSheet({ stay }: { stay: RoomStay }) {
  const { t } = useTranslation('room');
  const placeOf = useStayPlace();
  const clearance = stay.clearance;
  if (!clearance) return null;
  const rows = [
    ['deposit', clearance.deposit_minor],
    ['charges', clearance.charges_minor],
    ['mess', clearance.mess_dues_minor],
    ['refund', clearance.refund_minor],
  ] as const;
  return (
    // Named by its number too: the office's page shows several clearances at once.
    <section className="panel no-dues-sheet" aria-labelledby={`no-dues-${clearance.id} no-dues-${clearance.id}-number`}>
      <h3 id={`no-dues-${clearance.id}`}>{t('clearance.title')}</h3>
      <p>
        <span id={`no-dues-${clearance.id}-number`}>{t('clearance.number', { id: clearance.id })}</span> ·{' '}
        {t('clearance.issued', { at: formatDateTime(clearance.issued_at) })}
      </p>
      <dl className="no-dues-sheet__rows">
        {stay.student ? (
          <div>
            <dt>{t('clearance.student')}</dt>
            <dd>
              {stay.student.full_name} ({stay.student.roll_number})
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('clearance.bed')}</dt>
          <dd>{placeOf(stay)}</dd>
        </div>
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`clearance.${key}`)}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
      {clearance.refund_minor > 0 ? (
        <p>
          {clearance.refunded_at
            ? t('clearance.refundedAt', { at: formatDateTime(clearance.refunded_at) })
            : t('clearance.refundPending')}
        </p>
      ) : null}
      <p>{t('clearance.statement')}</p>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('clearance.print')}
      </Button>
    </section>
  );
}
