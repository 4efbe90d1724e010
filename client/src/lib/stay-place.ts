// A stay's bed in the reader's language (/room, /admin/inspections, the no-dues clearance): the hostel, the wing and
// room, and the bed, worded from the parts the API answers rather than its English name.
import type { RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';

export function useStayPlace(): (stay: Pick<RoomStay, 'hostel_name' | 'place'>) => string {
  const { t } = useTranslation('room');
  return ({ hostel_name, place }) =>
    t('stay.place', { hostel: hostel_name, wing: place.wing, room: place.room, bed: place.bed });
}
