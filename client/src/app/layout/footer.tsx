// The footer: useful links, contact, the newsletter box and the years 2024 to 2025.
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL, FOOTER_YEARS, SITE_NAME } from '../../config/site';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { useHostels } from '../../lib/hostels';
import './footer.css';

export function Footer() {
  const hostels = useHostels();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {SITE_NAME}
          </h2>
          <p>Comfortable, safe and affordable rooms on campus, run by the university's hostel office.</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
        </section>
        <nav className="footer__links" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__title">
            Explore
          </h2>
          <ul>
            <li>
              <Link to={paths.about.getHref()}>About us</Link>
            </li>
            <li>
              <Link to={paths.status.getHref('room-availability')}>Room availability</Link>
            </li>
            <li>
              <Link to={paths.status.getHref('application-status')}>Application status</Link>
            </li>
            <li>
              <Link to={paths.complaint.getHref()}>Raise a complaint</Link>
            </li>
            <li>
              <Link to={paths.login.getHref('student')}>Student login</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer__links" aria-labelledby="footer-hostels">
          <h2 id="footer-hostels" className="footer__title">
            Hostels
          </h2>
          <ul>
            {hostels.status === 'success' ? (
              hostels.data.map((hostel) => (
                <li key={hostel.name}>
                  <Link to={paths.hostels.getHref(hostel.anchor)}>{hostel.name}</Link>
                </li>
              ))
            ) : (
              <li>
                <Link to={paths.hostels.getHref()}>All hostels</Link>
              </li>
            )}
          </ul>
        </nav>
        <section className="footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer__title">
            Newsletter
          </h2>
          <p>Notices, move-in dates and events, once a month.</p>
          <NewsletterForm />
        </section>
      </div>
      <p className="footer__copyright">
        © {FOOTER_YEARS} {SITE_NAME}
      </p>
    </footer>
  );
}
