// / — the landing page: hero, feature blurbs, counters, call to action and contact.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL } from '../../config/site';
import { notify } from '../../lib/notifications';
import '../../styles/content.css';

const features = [
  { key: 'rooms', icon: 'M4 20V9l8-5 8 5v11h-5v-6H9v6z' },
  { key: 'communication', icon: 'M4 5h16v10H8l-4 4z' },
  { key: 'maintenance', icon: 'M14 3a5 5 0 0 0-4.9 6L3 15v3h3l6-6.1A5 5 0 1 0 14 3z' },
  { key: 'dining', icon: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 0-3 3-3 6s1 4 3 4v8' },
  { key: 'visitors', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0' },
] as const;

const counters = [
  { value: 567, key: 'rooms' },
  { value: 1578, key: 'students' },
  { value: 340, key: 'staff' },
  { value: 350, key: 'events' },
] as const;

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <title>{t('landing.pageTitle')}</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('landing.title')}
          </h1>
          <p className="hero__lead">{t('landing.lead')}</p>
          <div className="hero__actions">
            <Button className="button--large" onClick={() => notify.info(messages.startWithLogin)}>
              {t('landing.getStarted')}
            </Button>
            <Link className="button button--ghost-light button--large" to={paths.about.getHref()}>
              {t('landing.learnMore')}
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section__title">
            {t('landing.featuresTitle')}
          </h2>
          <p className="section__lead">{t('landing.featuresLead')}</p>
          <ul className="feature-grid">
            {features.map((feature) => (
              <li key={feature.key} className="card feature">
                <svg className="feature__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={feature.icon} />
                </svg>
                <h3>{t(`landing.features.${feature.key}.title`)}</h3>
                <p>{t(`landing.features.${feature.key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="counters-title">
        <div className="container">
          <h2 id="counters-title" className="section__title">
            {t('landing.countersTitle')}
          </h2>
          <dl className="counters">
            {counters.map((counter) => (
              <div key={counter.key} className="counter">
                <dt>{t(`landing.counters.${counter.key}`)}</dt>
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
              {t('landing.ctaTitle')}
            </h2>
            <p className="section__lead">{t('landing.ctaLead')}</p>
          </div>
          <div className="cta__actions">
            <Link className="button button--primary button--large" to={paths.createAccount.getHref('student')}>
              {t('landing.signUp')}
            </Link>
            <Link className="button button--secondary button--large" to={paths.login.getHref('student')}>
              {t('landing.logIn')}
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="contact-title">
        <div className="container contact">
          <h2 id="contact-title" className="section__title">
            {t('landing.contactTitle')}
          </h2>
          <p className="section__lead">{t('landing.contactLead')}</p>
          <a className="button button--secondary" href={`mailto:${CONTACT_EMAIL}`}>
            {t('landing.contactUs')}
          </a>
        </div>
      </section>
    </>
  );
}
