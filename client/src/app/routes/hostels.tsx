// /Hostels — every hostel of public.hostels with its facts, reachable by its anchor (#kanhar, #gopad, #indravati, #Shivnath).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { RetryMessage } from '../../components/ui/retry-message';
import { paths } from '../../config/paths';
import { t as translate } from '../../lib/i18n';
import { useScrollIntoView } from '../../lib/use-scroll-into-view';
import { useHostels, type Hostel } from '../../lib/hostels';
import '../../styles/content.css';

/** Called during render, so it is in the language being read. */
function capacityOf(hostel: Hostel): string {
  const places =
    hostel.kind === 'married'
      ? translate('rooms:hostels.familyFlats', { count: hostel.places })
      : String(hostel.places);
  return hostel.accessible_places > 0
    ? translate('rooms:hostels.withAccessible', { places, count: hostel.accessible_places })
    : places;
}

/** The facilities every hostel has, for the page's lead. */
function sharedFacilities(hostels: readonly Hostel[]): string[] {
  const [first, ...rest] = hostels;
  return (first?.facilities ?? []).filter((facility) => rest.every((hostel) => hostel.facilities.includes(facility)));
}

function HostelCard({ hostel }: { hostel: Hostel }) {
  const { t } = useTranslation('rooms');
  const residents = t(`hostels.kind.${hostel.kind}`);
  return (
    <section id={hostel.anchor} className="card hostel" aria-labelledby={`hostel-${hostel.code}`}>
      <div className="hostel__heading">
        <h2 id={`hostel-${hostel.code}`} tabIndex={-1}>
          {hostel.name} <span className="hostel__code">({hostel.code})</span>
        </h2>
        <span className="badge">{residents}</span>
      </div>
      <p>{hostel.description}</p>
      <dl className="facts">
        <div>
          <dt>{t('hostels.for')}</dt>
          <dd>{residents}</dd>
        </div>
        <div>
          <dt>{t('hostels.capacity')}</dt>
          <dd>{capacityOf(hostel)}</dd>
        </div>
        {hostel.facilities.length > 0 ? (
          <div>
            <dt>{t('hostels.amenities')}</dt>
            <dd>{hostel.facilities.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {/* A guest house's rooms are let by the night, on its own page; the status page counts students' beds. */}
      {hostel.kind === 'guest' ? (
        <Link className="button button--secondary" to={paths.hostelRooms.getHref(hostel.name)}>
          {t('hostels.bookGuestRoom')}
        </Link>
      ) : (
        <Link className="button button--secondary" to={paths.status.getHref('room-availability')}>
          {t('hostels.checkAvailability')}
        </Link>
      )}
    </section>
  );
}

export function Component() {
  const { hash } = useLocation();
  const hostels = useHostels();
  const { t } = useTranslation(['rooms', 'messages']);
  const loaded = hostels.status === 'success';

  useScrollIntoView(hash ? decodeURIComponent(hash.slice(1)) : null, loaded);

  const shared = loaded ? sharedFacilities(hostels.data) : [];

  return (
    <>
      <title>{t('hostels.documentTitle')}</title>
      <section className="page-header" aria-labelledby="hostels-title">
        <div className="container">
          <p className="eyebrow">{t('hostels.eyebrow')}</p>
          <h1 id="hostels-title">
            {loaded ? t('hostels.count', { count: hostels.data.length }) : t('hostels.onCampus')}
          </h1>
          {shared.length > 0 ? (
            <p className="page-header__lead">{t('hostels.shared', { facilities: shared.join(', ') })}</p>
          ) : null}
        </div>
      </section>
      <div className="container hostel-list" aria-busy={hostels.status === 'loading'}>
        {hostels.status === 'error' ? (
          <RetryMessage
            className="empty-state"
            role="alert"
            message={t('messages:fetchHostelsFailed')}
            onRetry={hostels.reload}
          />
        ) : null}
        {loaded ? hostels.data.map((hostel) => <HostelCard key={hostel.name} hostel={hostel} />) : null}
      </div>
    </>
  );
}
