// One bed per student: what a student who already has a bed sees instead of booking another, with the way to move.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function AlreadyBooked({ className }: { className?: string }) {
  const { t } = useTranslation('messages');
  return (
    <div className={className}>
      <p className="payment-problem" role="alert">
        {t('alreadyBooked')}
      </p>
      <Link className="button button--primary" to={paths.status.getHref('submit-application')}>
        {t('requestRoomChange')}
      </Link>
    </div>
  );
}
