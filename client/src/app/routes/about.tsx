// /about — the hostel office's mission, what it offers and who runs it.
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL } from '../../config/site';
import type { HostelKind } from '@campus-hostel/contracts/database';
import { useHostels, type Hostel } from '../../lib/hostels';
import '../../styles/content.css';

const FOR_KIND: Readonly<Record<HostelKind, string>> = {
  boys: 'for men',
  girls: 'for women',
  married: 'for married students',
};

const names = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "Kanhar and Gopad for men, Indravati for women and Shivnath for married students", from public.hostels. */
function hostelsByKind(hostels: readonly Hostel[]): string {
  const kinds = [...new Set(hostels.map((hostel) => hostel.kind))];
  return names.format(
    kinds.map((kind) => `${names.format(hostels.filter((h) => h.kind === kind).map((h) => h.name))} ${FOR_KIND[kind]}`),
  );
}

const offerings = [
  {
    title: 'Online room booking',
    body: 'See which rooms are free right now, book one and pay by card without queueing at the office.',
  },
  {
    title: 'Applications',
    body: 'Ask for a room change or a hostel change, or anything else, and follow its status online.',
  },
  {
    title: 'Complaints that get answered',
    body: 'Raise a complaint with a photo or document attached; we review and respond within 24 hours.',
  },
  {
    title: 'Accessible rooms',
    body: 'Ground-floor rooms in every boys’ and girls’ hostel are set aside for persons with disabilities.',
  },
  {
    title: 'Notices in one place',
    body: 'Move-in dates, maintenance windows and events are posted on the status page as they are announced.',
  },
];

const team = [
  {
    name: 'Dr. Meenakshi Rao',
    role: 'Chief Warden',
    body: 'Oversees every hostel and chairs the residents’ council.',
  },
  {
    name: 'Rajesh Kumar',
    role: 'Hostel Office Manager',
    body: 'Runs room allocation, bookings and payments.',
  },
  {
    name: 'Fatima Sheikh',
    role: 'Student Welfare Officer',
    body: 'First contact for complaints, wellbeing and accessibility needs.',
  },
  {
    name: 'Anil Deshmukh',
    role: 'Estate and Maintenance Lead',
    body: 'Leads the electricians, plumbers and housekeeping teams.',
  },
];

export function Component() {
  const hostels = useHostels();
  const hostelsOffering =
    hostels.status === 'success'
      ? { title: `${hostels.data.length} hostels, one office`, body: `${hostelsByKind(hostels.data)}.` }
      : { title: 'Hostels, one office', body: 'Hostels for men, for women and for married students.' };
  return (
    <>
      <title>About · Campus Hostel</title>
      <section className="page-header" aria-labelledby="about-title">
        <div className="container">
          <p className="eyebrow">About us</p>
          <h1 id="about-title">The hostel office</h1>
          <p className="page-header__lead">
            We look after the university&apos;s hostels and the nearly sixteen hundred students who call them home.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container prose">
          <h2 id="mission-title" className="section__title">
            Our mission
          </h2>
          <p>
            A good room is where good studying starts. Our mission is to give every resident a safe, clean and
            comfortable place to live, at a fair price, and to make dealing with the hostel office quick and
            transparent: clear rules, published availability, and requests that are tracked from the day they are raised
            until the day they are closed.
          </p>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="offerings-title">
        <div className="container">
          <h2 id="offerings-title" className="section__title">
            What we offer
          </h2>
          <ul className="feature-grid">
            {[hostelsOffering, ...offerings].map((offering) => (
              <li key={offering.title} className="card feature">
                <h3>{offering.title}</h3>
                <p>{offering.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="team-title">
        <div className="container">
          <h2 id="team-title" className="section__title">
            Our team
          </h2>
          <ul className="team-grid">
            {team.map((member) => (
              <li key={member.name} className="card team-member">
                <span className="team-member__avatar" aria-hidden="true">
                  {member.name
                    .replace(/^Dr\. /, '')
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <h3>{member.name}</h3>
                <p className="team-member__role">{member.role}</p>
                <p>{member.body}</p>
              </li>
            ))}
          </ul>
          <p className="section__lead">
            Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or see{' '}
            <Link to={paths.status.getHref('room-availability')}>which rooms are free today</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
