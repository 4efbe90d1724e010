// The footer: useful links, contact, the newsletter box and the years 2024 to 2025.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL, FOOTER_YEARS, SITE_NAME } from '../../config/site';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { useHostels } from '../../lib/hostels';
import './footer.css';

export function Footer() {
  const { t } = useTranslation();
  const hostels = useHostels();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {SITE_NAME}
          </h2>
          <p>{t('footer.about')}</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
        </section>
        <nav className="footer__links" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__title">
            {t('footer.explore')}
          </h2>
          <ul>
            <li>
              <Link to={paths.about.getHref()}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={paths.status.getHref('room-availability')}>{t('footer.roomAvailability')}</Link>
            </li>
            <li>
              <Link to={paths.status.getHref('application-status')}>{t('footer.applicationStatus')}</Link>
            </li>
            <li>
              <Link to={paths.complaint.getHref()}>{t('footer.raiseComplaint')}</Link>
            </li>
            <li>
              <Link to={paths.login.getHref('student')}>{t('footer.studentLogin')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer__links" aria-labelledby="footer-hostels">
          <h2 id="footer-hostels" className="footer__title">
            {t('footer.hostels')}
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
                <Link to={paths.hostels.getHref()}>{t('footer.allHostels')}</Link>
              </li>
            )}
          </ul>
        </nav>
        <section className="footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer__title">
            {t('footer.newsletter')}
          </h2>
          <p>{t('footer.newsletterPitch')}</p>
          <NewsletterForm />
        </section>
      </div>
      <p className="footer__copyright">{t('footer.copyright', { years: FOOTER_YEARS, site: SITE_NAME })}</p>
    </footer>
  );
}
