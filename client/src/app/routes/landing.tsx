// / — the landing page: hero, feature blurbs, counters, call to action and contact.
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL } from '../../config/site';
import { notify } from '../../lib/notifications';
import '../../styles/content.css';

const features = [
  {
    title: 'Room allocation',
    body: 'Rooms are allotted with your preferences in mind: hostel, single or double, and who you would like to live near.',
    icon: 'M4 20V9l8-5 8 5v11h-5v-6H9v6z',
  },
  {
    title: 'Centralized communication',
    body: 'One place to hear from the hostel administration and to stay in touch with fellow students.',
    icon: 'M4 5h16v10H8l-4 4z',
  },
  {
    title: 'Maintenance management',
    body: 'Report a leaking tap or a broken fan in a minute and follow the request until it is fixed.',
    icon: 'M14 3a5 5 0 0 0-4.9 6L3 15v3h3l6-6.1A5 5 0 1 0 14 3z',
  },
  {
    title: 'Dining management',
    body: 'Set your meal preferences, see the mess schedule and tell the kitchen what you think.',
    icon: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 0-3 3-3 6s1 4 3 4v8',
  },
  {
    title: 'Visitor management',
    body: 'Guests are signed in and out at the gate, so everyone knows who is in the building.',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  },
] as const;

const counters = [
  { value: 567, label: 'Rooms' },
  { value: 1578, label: 'Students' },
  { value: 340, label: 'Staff' },
  { value: 350, label: 'Events' },
] as const;

export function Component() {
  return (
    <>
      <title>Campus Hostel · Your home away from home</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="eyebrow">University hostels</p>
          <h1 id="hero-title" className="hero__title">
            Your home away from home
          </h1>
          <p className="hero__lead">
            Air-conditioned rooms, campus-wide Wi-Fi and a hostel office that answers. Check availability, book a room
            and keep track of every request in one place.
          </p>
          <div className="hero__actions">
            <Button className="button--large" onClick={() => notify.info(messages.startWithLogin)}>
              Get Started
            </Button>
            <Link className="button button--ghost-light button--large" to={paths.about.getHref()}>
              Learn More
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section__title">
            Everything hostel life needs
          </h2>
          <p className="section__lead">Modern amenities, and the tools to make the most of them.</p>
          <ul className="feature-grid">
            {features.map((feature) => (
              <li key={feature.title} className="card feature">
                <svg className="feature__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={feature.icon} />
                </svg>
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="counters-title">
        <div className="container">
          <h2 id="counters-title" className="section__title">
            Campus Hostel in numbers
          </h2>
          <dl className="counters">
            {counters.map((counter) => (
              <div key={counter.label} className="counter">
                <dt>{counter.label}</dt>
                <dd>{counter.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container cta">
          <div>
            <h2 id="cta-title" className="section__title">
              Ready to move in?
            </h2>
            <p className="section__lead">
              Create your student account in a minute, or log in to pick up where you left off.
            </p>
          </div>
          <div className="cta__actions">
            <Link className="button button--primary button--large" to={paths.createAccount.getHref('student')}>
              Sign up
            </Link>
            <Link className="button button--secondary button--large" to={paths.login.getHref('student')}>
              Log in
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="contact-title">
        <div className="container contact">
          <h2 id="contact-title" className="section__title">
            Questions? Talk to the hostel office
          </h2>
          <p className="section__lead">We answer every email within one working day.</p>
          <a className="button button--secondary" href={`mailto:${CONTACT_EMAIL}`}>
            Contact us
          </a>
        </div>
      </section>
    </>
  );
}
