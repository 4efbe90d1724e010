// /Hostels — the four hostels with their facts, reachable by hash (#kanhar, #gopad, #indravati, #Shivnath).
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HOSTEL_ANCHORS, paths, type HostelName } from '../../config/paths';
import '../../styles/content.css';

interface HostelInfo {
  name: HostelName;
  code: string;
  residents: string;
  capacity: string;
  description: string;
}

const hostels: readonly HostelInfo[] = [
  {
    name: 'Kanhar',
    code: 'BH1',
    residents: 'Boys',
    capacity: '476 + 12 for persons with disabilities',
    description: 'The largest boys’ hostel, beside the sports complex, with a reading room on every floor.',
  },
  {
    name: 'Gopad',
    code: 'BH2',
    residents: 'Boys',
    capacity: '486 + 12 for persons with disabilities',
    description: 'Close to the academic blocks and the central library; home to the hostel’s music and quiz clubs.',
  },
  {
    name: 'Indravati',
    code: 'GH1',
    residents: 'Girls',
    capacity: '316 + 8 for persons with disabilities',
    description: 'The girls’ hostel, with a resident warden, round-the-clock security and its own common kitchen.',
  },
  {
    name: 'Shivnath',
    code: 'MSH',
    residents: 'Married students',
    capacity: 'Family flats for married students',
    description: 'Self-contained flats for married students and their families, a short walk from the campus school.',
  },
];

export function Component() {
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <>
      <title>Hostels · Campus Hostel</title>
      <section className="page-header" aria-labelledby="hostels-title">
        <div className="container">
          <p className="eyebrow">Our hostels</p>
          <h1 id="hostels-title">Four hostels, one campus</h1>
          <p className="page-header__lead">All air-conditioned with Wi-Fi in every room.</p>
        </div>
      </section>
      <div className="container hostel-list">
        {hostels.map((hostel) => (
          <section
            key={hostel.name}
            id={HOSTEL_ANCHORS[hostel.name]}
            className="card hostel"
            aria-labelledby={`hostel-${hostel.code}`}
          >
            <div className="hostel__heading">
              <h2 id={`hostel-${hostel.code}`} tabIndex={-1}>
                {hostel.name} <span className="hostel__code">({hostel.code})</span>
              </h2>
              <span className="badge">{hostel.residents}</span>
            </div>
            <p>{hostel.description}</p>
            <dl className="facts">
              <div>
                <dt>For</dt>
                <dd>{hostel.residents}</dd>
              </div>
              <div>
                <dt>Capacity</dt>
                <dd>{hostel.capacity}</dd>
              </div>
              <div>
                <dt>Amenities</dt>
                <dd>Air-conditioned, Wi-Fi</dd>
              </div>
            </dl>
            <Link className="button button--secondary" to={paths.status.getHref('room-availability')}>
              Check Room Availability
            </Link>
          </section>
        ))}
      </div>
    </>
  );
}
