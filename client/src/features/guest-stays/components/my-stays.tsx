// The profile's Guest stays panel: each stay the reader booked, for whom, where and which nights, its step in the one
// vocabulary (awaiting the warden, confirmed, checked in…) with the warden's note or why it ended, and its receipt once
// paid. Shown only to someone who has booked one.
import type { GuestStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useSettled } from '../../../components/ui/settle-group';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { formatStayDates } from '../../../lib/guest-stays';
import { GUEST_STAY_TONES, guestStayLabel } from '../../../lib/status-words';
import { NO_SEED, useSeededQuery, type Seed } from '../../../lib/use-seeded-query';
import { getMyStays } from '../api/my-stays';
import '../../../styles/status-badges.css';
import '../guest-stays.css';

function StayEntry({ stay }: { stay: GuestStay }) {
  const { t } = useTranslation('guest-stays');
  const paid = stay.paid_at !== null;
  return (
    <li className="stay-entry">
      <h3 className="stay-entry__title">
        <span>{t('mine.for', { guest: stay.guest_name })}</span>{' '}
        <span className={`status-badge status-badge--${GUEST_STAY_TONES[stay.status]}`}>
          {guestStayLabel(stay.status)}
        </span>
      </h3>
      <p>
        {t('mine.where', { hostel: stay.hostel_name, wing: stay.wing_name, room: stay.room_number })} ·{' '}
        {formatStayDates({ checkIn: stay.check_in, nights: stay.nights })}
      </p>
      <p className="stay-entry__muted">
        {t('mine.nights', { count: stay.nights })} · {formatMoney(stay.amount_minor, stay.currency)} ·{' '}
        {t('mine.reference', { reference: stay.reference })}
      </p>
      {stay.status === 'awaiting_approval' ? <p className="stay-entry__muted">{t('mine.awaiting')}</p> : null}
      {stay.void_reason ? <p>{t(`mine.void.${stay.void_reason}`)}</p> : null}
      {stay.decision_note ? <p>{t('mine.note', { note: stay.decision_note })}</p> : null}
      {paid ? (
        <Link className="stay-entry__receipt" to={paths.receipt.getHref(stay.reference)}>
          {t('mine.receipt', { guest: stay.guest_name })}
        </Link>
      ) : null}
    </li>
  );
}

export function MyStays({ first = NO_SEED }: { first?: Seed<GuestStay[]> }) {
  const { t } = useTranslation('guest-stays');
  const stays = useSeededQuery('guest-stays:mine', first, getMyStays);
  useSettled(stays.status !== 'loading');
  if (stays.status === 'error') {
    return (
      <section className="panel" aria-labelledby="my-stays-title">
        <h2 id="my-stays-title">{t('mine.title')}</h2>
        <RetryMessage role="alert" message={t('mine.failed')} onRetry={stays.reload} />
      </section>
    );
  }
  // Nothing to show until read, and nothing for someone who never booked a stay.
  if (stays.status !== 'success' || stays.data.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="my-stays-title">
      <h2 id="my-stays-title">{t('mine.title')}</h2>
      <ul className="stay-list">
        {stays.data.map((stay) => (
          <StayEntry key={stay.id} stay={stay} />
        ))}
      </ul>
    </section>
  );
}
