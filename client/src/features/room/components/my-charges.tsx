// A stay's charges after move-out: what each item's damage cost the student (their share of a shared item's), the
// inspector's photos of it, and its one appeal, asked until no dues is issued, and the office's decision on it.
import type { RoomCharge, RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from '../../../components/room-photos';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { AppealForm } from './appeal-form';

function Charge({
  stay,
  charge,
  onChanged,
}: {
  stay: RoomStay;
  charge: RoomCharge;
  onChanged: (stay: RoomStay) => void;
}) {
  const { t } = useTranslation('room');
  const amount = formatMoney(charge.amount_minor);
  return (
    <li>
      <h4>{t('charges.item', { label: charge.label, condition: t(`condition.${charge.condition}`) })}</h4>
      <p>
        {charge.sharers > 1
          ? t('charges.share', { amount, price: formatMoney(charge.price_minor), count: charge.sharers })
          : t('charges.full', { amount })}
      </p>
      <p className="room-owed">{t('charges.owed', { amount: formatMoney(charge.owed_minor) })}</p>
      {charge.photos.length > 0 ? (
        <>
          <p className="room-muted">{t('charges.photos')}</p>
          <PhotoStrip photos={charge.photos} label={charge.label} />
        </>
      ) : null}
      {charge.appeal && charge.appealed_at ? (
        <div className="room-appeal">
          <p className="room-muted">{t('charges.appealed', { at: formatDateTime(charge.appealed_at) })}</p>
          <p>{charge.appeal}</p>
          {charge.decided_at && charge.decided_amount_minor !== null ? (
            <p>
              {t('charges.decided', {
                at: formatDateTime(charge.decided_at),
                amount: formatMoney(charge.decided_amount_minor),
              })}
              {charge.decision_note ? ` ${charge.decision_note}` : null}
            </p>
          ) : (
            <p role="status">{t('charges.pending')}</p>
          )}
        </div>
      ) : stay.clearance ? null : (
        <details className="room-appeal">
          <summary>{t('charges.appeal')}</summary>
          <AppealForm chargeId={charge.id} onAppealed={onChanged} />
        </details>
      )}
    </li>
  );
}

export function MyCharges({ stay, onChanged }: { stay: RoomStay; onChanged: (stay: RoomStay) => void }) {
  const { t } = useTranslation('room');
  if (!stay.inspected_at) return <p className="room-muted">{t('charges.awaitingInspection')}</p>;
  if (stay.charges.length === 0) return <p>{t('charges.none')}</p>;
  return (
    <ul className="room-items">
      {stay.charges.map((charge) => (
        <Charge key={charge.id} stay={stay} charge={charge} onChanged={onChanged} />
      ))}
    </ul>
  );
}
