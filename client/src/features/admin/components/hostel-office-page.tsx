// An office page about one hostel at a time (/admin/inspections, /admin/visitors): the hostels the caller serves are
// read (the whole office: every hostel), then the page's title and lead, a select of those hostels and the page's
// sections for the one chosen. Its loading, failure and "no hostel" are said in the page's own words.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import { RetryMessage } from '../../../components/ui/retry-message';
import { isWholeOffice, useAuth } from '../../../lib/auth';
import { useServedHostels } from '../api/my-places';
import '../../../styles/panels.css';
import './hostel-office-page.css';

/** The catalogues of the pages of this shape; each has `page.title|lead|hostel|loading|failed|noHostels`. */
export type HostelOfficeWords = 'inspections' | 'visitors-office';

export interface HostelOfficePageProps {
  words: HostelOfficeWords;
  /** The page's own class, for its sections' styles. */
  className: string;
  /** The page's sections for the hostel chosen; `wholeOffice` when the caller is the whole office. */
  children: (hostel: string, wholeOffice: boolean) => ReactNode;
}

export interface HostelOfficeFrameProps extends HostelOfficePageProps {
  hostels: readonly string[];
  wholeOffice: boolean;
}

/** The page once the hostels are read: its title and lead, the hostel's select, and the sections of the one chosen. */
export function HostelOfficeFrame({ hostels, wholeOffice, children, words, className }: HostelOfficeFrameProps) {
  const { t } = useTranslation([words, 'admin']);
  const [hostel, setHostel] = useState(hostels[0] ?? '');
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <title>{t('admin:pageTitle', { title: t('page.title') })}</title>
      <h1 id={titleId} className="admin-title">
        {t('page.title')}
      </h1>
      <p className="admin-lead">{t('page.lead')}</p>
      {hostel === '' ? (
        <p role="status">{t('page.noHostels')}</p>
      ) : (
        <>
          <div className="hostel-office-page__hostel">
            <SelectField
              label={t('page.hostel')}
              value={hostel}
              onChange={(event) => setHostel(event.target.value)}
              options={hostels.map((name) => ({ value: name, label: name }))}
            />
          </div>
          {children(hostel, wholeOffice)}
        </>
      )}
    </section>
  );
}

export function HostelOfficePage(props: HostelOfficePageProps) {
  const { t } = useTranslation(props.words);
  const { user } = useAuth();
  const wholeOffice = isWholeOffice(user);
  const hostels = useServedHostels(user?.id ?? '', wholeOffice);
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('page.failed')} onRetry={hostels.reload} />;
  }
  if (hostels.status !== 'success') return <p role="status">{t('page.loading')}</p>;
  return <HostelOfficeFrame {...props} hostels={hostels.data} wholeOffice={wholeOffice} />;
}
