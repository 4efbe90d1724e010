// One bed per student: what a student who already has a bed sees instead of booking another, with the way to move.
import { Link } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';

export function AlreadyBooked({ className }: { className?: string }) {
  return (
    <div className={className}>
      <p className="payment-problem" role="alert">
        {messages.alreadyBooked}
      </p>
      <Link className="button button--primary" to={paths.status.getHref('submit-application')}>
        {messages.requestRoomChange}
      </Link>
    </div>
  );
}
