// A stay's inventory as the student sees it: each item, whose it is, its condition listed at check-in, what their
// report said of it (with their photos), and what the move-out inspection found.
import type { ReportItem, RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from '../../../components/room-photos';

function reportWords(t: ReturnType<typeof useTranslation<'room'>>['t'], stay: RoomStay, item: ReportItem): string {
  if (item.verdict === 'disputed' && item.claimed_condition)
    return t('items.disputed', { condition: t(`condition.${item.claimed_condition}`) });
  return stay.submitted_at ? t('items.confirmed') : t('items.notSent');
}

export function StayItems({ stay }: { stay: RoomStay }) {
  const { t } = useTranslation('room');
  if (stay.items.length === 0) return <p className="room-muted">{t('items.none')}</p>;
  return (
    <ul className="room-items">
      {stay.items.map((item) => (
        <li key={item.item_id}>
          <h4>{item.label}</h4>
          <dl className="room-facts">
            <div>
              <dt>{t(`kind.${item.kind}`)}</dt>
              <dd>{t(item.shared ? 'items.shared' : 'items.own')}</dd>
            </div>
            <div>
              <dt>{t('items.listed')}</dt>
              <dd>{t(`condition.${item.listed_condition}`)}</dd>
            </div>
            <div>
              <dt>{t('items.report')}</dt>
              <dd>{reportWords(t, stay, item)}</dd>
            </div>
            {stay.ended_at ? (
              <div>
                <dt>{t('items.moveout')}</dt>
                <dd>{item.moveout_condition ? t(`condition.${item.moveout_condition}`) : t('items.notInspected')}</dd>
              </div>
            ) : null}
          </dl>
          {item.note ? <p>{item.note}</p> : null}
          <PhotoStrip photos={item.photos} label={item.label} />
        </li>
      ))}
    </ul>
  );
}
