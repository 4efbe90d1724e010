// /Hostels — every hostel of public.hostels with its facts, reachable by its anchor (#kanhar, #gopad, #indravati, #Shivnath).
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RetryMessage } from '../../components/ui/retry-message';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { KIND_LABELS, useHostels, type Hostel } from '../../lib/hostels';
import '../../styles/content.css';

function capacityOf(hostel: Hostel): string {
  const places = hostel.kind === 'married' ? `${hostel.places} family flats` : String(hostel.places);
  return hostel.accessible_places > 0
    ? `${places} + ${hostel.accessible_places} for persons with disabilities`
    : places;
}

/** The facilities every hostel has, for the page's lead. */
function sharedFacilities(hostels: readonly Hostel[]): string[] {
  const [first, ...rest] = hostels;
  return (first?.facilities ?? []).filter((facility) => rest.every((hostel) => hostel.facilities.includes(facility)));
}

function HostelCard({ hostel }: { hostel: Hostel }) {
  const residents = KIND_LABELS[hostel.kind];
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
          <dt>For</dt>
          <dd>{residents}</dd>
        </div>
        <div>
          <dt>Capacity</dt>
          <dd>{capacityOf(hostel)}</dd>
        </div>
        {hostel.facilities.length > 0 ? (
          <div>
            <dt>Amenities</dt>
            <dd>{hostel.facilities.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <Link className="button button--secondary" to={paths.status.getHref('room-availability')}>
        Check Room Availability
      </Link>
    </section>
  );
}

export function Component() {
  const { hash } = useLocation();
  const hostels = useHostels();
  const loaded = hostels.status === 'success';

  useEffect(() => {
    if (!hash || !loaded) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash, loaded]);

  const shared = loaded ? sharedFacilities(hostels.data) : [];

  return (
    <>
      <title>Hostels · Campus Hostel</title>
      <section className="page-header" aria-labelledby="hostels-title">
        <div className="container">
          <p className="eyebrow">Our hostels</p>
          <h1 id="hostels-title">{loaded ? `${hostels.data.length} hostels, one campus` : 'Hostels on campus'}</h1>
          {shared.length > 0 ? <p className="page-header__lead">In every hostel: {shared.join(', ')}.</p> : null}
        </div>
      </section>
      <div className="container hostel-list" aria-busy={hostels.status === 'loading'}>
        {hostels.status === 'error' ? (
          <RetryMessage
            className="empty-state"
            role="alert"
            message={messages.fetchHostelsFailed}
            onRetry={hostels.reload}
          />
        ) : null}
        {loaded ? hostels.data.map((hostel) => <HostelCard key={hostel.name} hostel={hostel} />) : null}
      </div>
    </>
  );
}
