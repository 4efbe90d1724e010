// Above a hostel's rooms, for a student who cannot book there: why, and the way on, before any Book Now or Join.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingRestriction } from '../use-booking-restriction';

export function BookingRestrictionNotice({ hostel, restriction }: { hostel: string; restriction: BookingRestriction }) {
  const { t } = useTranslation(['eligibility', 'messages']);
  if (!restriction) return null;
  const hasBed = restriction.kind === 'has-bed';
  return (
    <div className="callout booking-restriction" role="status">
      <p>{hasBed ? t('messages:alreadyBooked') : t('upfront.notEligible', { hostel, rule: restriction.rule })}</p>
      <Link
        className="button button--secondary button--small"
        to={hasBed ? paths.status.getHref('submit-application') : paths.profile.getHref()}
      >
        {hasBed ? t('messages:requestRoomChange') : t('upfront.residenceDetails')}
      </Link>
    </div>
  );
}
