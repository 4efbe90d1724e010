// /about — the hostel office's mission, what it offers and who runs it.
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL } from '../../config/site';
import type { HostelKind } from '@campus-hostel/contracts/database';
import { currentLanguage } from '../../lib/i18n';
import { useHostels, type Hostel } from '../../lib/hostels';
import '../../styles/content.css';

/** "Kanhar and Gopad for men, Indravati for women and Shivnath for married students", from public.hostels. */
function hostelsByKind(hostels: readonly Hostel[], t: TFunction<'pages'>): string {
  const names = new Intl.ListFormat(currentLanguage() === 'hi' ? 'hi-IN' : 'en-GB', { type: 'conjunction' });
  const kinds: HostelKind[] = [...new Set(hostels.map((hostel) => hostel.kind))];
  return names.format(
    kinds.map((kind) =>
      t(`about.forKind.${kind}`, { names: names.format(hostels.filter((h) => h.kind === kind).map((h) => h.name)) }),
    ),
  );
}

const offerings = ['booking', 'applications', 'complaints', 'accessible', 'notices'] as const;

// Names stay as they are in every language; roles and duties are translated.
const team = [
  { name: 'Dr. Meenakshi Rao', key: 'warden' },
  { name: 'Rajesh Kumar', key: 'manager' },
  { name: 'Fatima Sheikh', key: 'welfare' },
  { name: 'Anil Deshmukh', key: 'estate' },
] as const;

export function Component() {
  const { t } = useTranslation('pages');
  const hostels = useHostels();
  const hostelsOffering =
    hostels.status === 'success'
      ? {
          title: t('about.hostelsTitle', { count: hostels.data.length }),
          body: `${hostelsByKind(hostels.data, t)}.`,
        }
      : { title: t('about.hostelsTitleLoading'), body: t('about.hostelsBodyLoading') };
  const offered = [
    hostelsOffering,
    ...offerings.map((key) => ({ title: t(`about.offerings.${key}.title`), body: t(`about.offerings.${key}.body`) })),
  ];
  return (
    <>
      <title>{t('about.pageTitle')}</title>
      <section className="page-header" aria-labelledby="about-title">
        <div className="container">
          <p className="eyebrow">{t('about.eyebrow')}</p>
          <h1 id="about-title">{t('about.title')}</h1>
          <p className="page-header__lead">{t('about.lead')}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container prose">
          <h2 id="mission-title" className="section__title">
            {t('about.missionTitle')}
          </h2>
          <p>{t('about.mission')}</p>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="offerings-title">
        <div className="container">
          <h2 id="offerings-title" className="section__title">
            {t('about.offeringsTitle')}
          </h2>
          <ul className="feature-grid">
            {offered.map((offering) => (
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
            {t('about.teamTitle')}
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
                <p className="team-member__role">{t(`about.team.${member.key}.role`)}</p>
                <p>{t(`about.team.${member.key}.body`)}</p>
              </li>
            ))}
          </ul>
          <p className="section__lead">
            <Trans
              t={t}
              i18nKey="about.writeToUs"
              values={{ email: CONTACT_EMAIL }}
              components={{
                mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
                rooms: <Link to={paths.status.getHref('room-availability')} />,
              }}
            />
          </p>
        </div>
      </section>
    </>
  );
}
