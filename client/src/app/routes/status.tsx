// /status — status checks, room availability, application history, notices and the application form.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isStatusSection } from '../../config/route-values';
import { ApplicationForm } from '../../features/applications/components/application-form';
import { ApplicationHistory } from '../../features/applications/components/application-history';
import { ApplicationStatusCheck } from '../../features/applications/components/application-status-check';
import { ComplaintStatusCheck } from '../../features/complaints/components/complaint-status-check';
import { NoticesList } from '../../features/notices/components/notices-list';
import { RoomAvailability } from '../../features/rooms/components/room-availability';
import { useScrollIntoView } from '../../lib/use-scroll-into-view';
import '../../styles/content.css';

function Block({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={['card', 'status-block', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="status-block__title" tabIndex={-1}>
        {title}
      </h2>
      {lead ? <p className="status-block__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const section = searchParams.get('section');
  const [historyVersion, setHistoryVersion] = useState(0);
  const { t } = useTranslation('pages');

  useScrollIntoView(isStatusSection(section) ? section : null, true);

  return (
    <>
      <title>{t('status.pageTitle')}</title>
      <section className="page-header" aria-labelledby="status-title">
        <div className="container">
          <p className="eyebrow">{t('status.eyebrow')}</p>
          <h1 id="status-title">{t('status.title')}</h1>
          <p className="page-header__lead">{t('status.lead')}</p>
        </div>
      </section>
      <div className="container status-grid">
        <Block id="application-status" title={t('status.applicationStatus')} lead={t('status.applicationStatusLead')}>
          <ApplicationStatusCheck />
        </Block>
        <Block id="complaint-status" title={t('status.complaintStatus')} lead={t('status.complaintStatusLead')}>
          <ComplaintStatusCheck />
        </Block>
        <Block id="room-availability" title={t('status.roomAvailability')} className="status-block--wide">
          <RoomAvailability />
        </Block>
        <Block id="application-history" title={t('status.applicationHistory')} className="status-block--wide">
          <ApplicationHistory version={historyVersion} />
        </Block>
        <Block id="notices" title={t('status.notices')}>
          <NoticesList />
        </Block>
        <Block id="submit-application" title={t('status.submitApplication')} lead={t('status.submitApplicationLead')}>
          <ApplicationForm onSubmitted={() => setHistoryVersion((version) => version + 1)} />
        </Block>
      </div>
    </>
  );
}
