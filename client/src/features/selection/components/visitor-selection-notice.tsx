// For a visitor on a hostel page: that the hostel is under selection, and from when until when. Nothing while it is
// not, while loading, or when the calendar cannot be read (the rooms below say what is free either way).
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';
import { getSelectionCalendar } from '../api/get-selection-calendar';
import '../selection.css';

export function VisitorSelectionNotice({ hostel }: { hostel: string }) {
  const { t } = useTranslation('messages');
  const calendar = useQuery('selection-calendar', getSelectionCalendar);
  const now = useNow(1000);
  const times = calendar.data?.find((row) => row.hostel_name === hostel);
  if (!times || Date.parse(times.closes_at) <= now) return null;
  const closes = formatDateTime(times.closes_at);
  return (
    <p className="selection-notice">
      {Date.parse(times.opens_at) > now
        ? t('hostelSelectionComing', { hostel, opens: formatDateTime(times.opens_at), closes })
        : t('hostelSelectionOpen', { hostel, closes })}
    </p>
  );
}
