// What a student's page (leave, the mess, visitors, a bed) shows a guest account instead: what the page is for, and
// where a guest's own pages are.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useHostels } from '../lib/hostels';
import '../styles/panels.css';

export function StudentsOnly() {
  const { t } = useTranslation('messages');
  const hostels = useHostels();
  const guestHouse = hostels.status === 'success' ? hostels.data.find((hostel) => hostel.kind === 'guest') : undefined;
  return (
    <div className="container">
      <title>{t('studentsOnlyTitle')}</title>
      <h1>{t('studentsOnlyTitle')}</h1>
      <section className="panel">
        <p>{t('studentsOnlyLead')}</p>
        <p className="panel__actions">
          <Link
            className="button button--primary"
            to={guestHouse ? paths.hostelRooms.getHref(guestHouse.name) : paths.hostels.getHref()}
          >
            {t('studentsOnlyGuestHouse')}
          </Link>
          <Link className="button button--secondary" to={paths.profile.getHref()}>
            {t('studentsOnlyMyStays')}
          </Link>
        </p>
      </section>
    </div>
  );
}
