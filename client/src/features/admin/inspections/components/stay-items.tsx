// A stay's items as the office reads them: the disputes of a report still to countersign in the open, with the
// student's photos; every item in a fold, the student's photos and the inspector's apart; a charge's photos of both.
import type { ReportItem, RoomCharge, RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from '../../../../components/room-photos';

function ItemLine({ item }: { item: ReportItem }) {
  const { t } = useTranslation(['inspections', 'room']);
  return (
    <>
      <strong>{item.label}</strong> {t('room:items.listed')}: {t(`room:condition.${item.listed_condition}`)}
      {item.verdict === 'disputed' && item.claimed_condition
        ? `; ${t('room:items.disputed', { condition: t(`room:condition.${item.claimed_condition}`) })}`
        : null}
      {item.note ? <p>{item.note}</p> : null}
      <PhotoStrip photos={item.photos} label={item.label} by="student" />
    </>
  );
}

/** What the student disputed, shown while the report waits for the countersignature that takes it into the inventory. */
export function Disputes({ stay }: { stay: RoomStay }) {
  const { t } = useTranslation('inspections');
  const disputed = stay.items.filter((item) => item.verdict === 'disputed');
  if (stay.countersigned_at || disputed.length === 0) return null;
  return (
    <>
      <h4>{t('stays.disputes')}</h4>
      <ul className="room-items">
        {disputed.map((item) => (
          <li key={item.item_id}>
            <ItemLine item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function Items({ stay }: { stay: RoomStay }) {
  const { t } = useTranslation(['inspections', 'room']);
  return (
    <details>
      <summary>{t('stays.items')}</summary>
      <ul className="room-items">
        {stay.items.map((item) => (
          <li key={item.item_id}>
            <ItemLine item={item} />
            {item.moveout_condition ? (
              <p>
                {t('room:items.moveout')}: {t(`room:condition.${item.moveout_condition}`)}
                {item.moveout_note ? ` · ${item.moveout_note}` : null}
              </p>
            ) : null}
            <PhotoStrip photos={item.moveout_photos} label={item.label} by="inspector" />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The evidence of a charge: the student's move-in photos of the item and the inspector's that charged it. */
export function ChargePhotos({ stay, charge }: { stay: RoomStay; charge: RoomCharge }) {
  const { t } = useTranslation('inspections');
  const moveIn = stay.items.find((item) => item.item_id === charge.item_id)?.photos ?? [];
  return (
    <>
      {moveIn.length > 0 ? <p className="room-muted">{t('charge.studentPhotos')}</p> : null}
      <PhotoStrip photos={moveIn} label={charge.label} by="student" />
      {charge.photos.length > 0 ? <p className="room-muted">{t('charge.inspectorPhotos')}</p> : null}
      <PhotoStrip photos={charge.photos} label={charge.label} by="inspector" />
    </>
  );
}
