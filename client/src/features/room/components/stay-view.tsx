// One stay on /room: the bed and its dates, the move-in report (the form while it may be sent, else what became of
// it), the inventory, the charges after move-out and the no-dues clearance once issued.
import type { RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { NoDuesSheet } from '../../../components/no-dues-sheet';
import { formatDateTime } from '../../../lib/format';
import { useStayPlace } from '../../../lib/stay-place';
import { useNow } from '../../../lib/use-now';
import { MyCharges } from './my-charges';
import { ReportForm } from './report-form';
import { StayItems } from './stay-items';

function ReportState({ stay }: { stay: RoomStay }) {
  const { t } = useTranslation('room');
  return (
    <>
      <p>
        {stay.submitted_at
          ? t('report.sentAt', { at: formatDateTime(stay.submitted_at) })
          : t('report.asListed', { at: formatDateTime(stay.due_at) })}
      </p>
      <p className="room-muted">
        {stay.countersigned_at
          ? t('report.countersigned', { at: formatDateTime(stay.countersigned_at) })
          : t('report.awaitingCountersign')}
      </p>
    </>
  );
}

export function StayView({ stay, onChanged }: { stay: RoomStay; onChanged: (stay: RoomStay) => void }) {
  const { t } = useTranslation('room');
  const now = useNow();
  const placeOf = useStayPlace();
  const open = !stay.submitted_at && !stay.ended_at && Date.parse(stay.due_at) > now;
  const id = `stay-${stay.id}`;
  return (
    <section className="panel room-stay" aria-labelledby={id}>
      <h2 id={id}>{placeOf(stay)}</h2>
      <p className="room-muted">
        {t('stay.since', { at: formatDateTime(stay.opened_at) })}
        {stay.ended_at ? ` · ${t('stay.ended', { at: formatDateTime(stay.ended_at) })}` : null}
      </p>
      <h3>{t('report.title')}</h3>
      {open && stay.items.length > 0 ? <ReportForm stay={stay} onSent={onChanged} /> : <ReportState stay={stay} />}
      <h3>{t('items.title')}</h3>
      <StayItems stay={stay} />
      {stay.ended_at ? (
        <>
          <h3>{t('charges.title')}</h3>
          <MyCharges stay={stay} onChanged={onChanged} />
        </>
      ) : null}
      <NoDuesSheet stay={stay} />
    </section>
  );
}
