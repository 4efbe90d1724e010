// The signed-in student's application history; visitors get a link to log in.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSettled } from '../../../components/ui/settle-group';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notifications';
import { NO_SEED, useSeededQuery, type Seed } from '../../../lib/use-seeded-query';
import { getApplicationHistory, type ApplicationHistoryRow } from '../api/get-application-history';
import { ApplicationHistoryTable } from './application-history-table';

export interface ApplicationHistoryProps {
  /** Changes when the page knows the history changed (a new application), to fetch it again. */
  version?: number;
  /** The history as the page's own read brought it, if it did. */
  first?: Seed<ApplicationHistoryRow[]>;
}

export function ApplicationHistory({ version = 0, first = NO_SEED }: ApplicationHistoryProps) {
  const { t } = useTranslation(['applications', 'messages']);
  const { status, user } = useAuth();
  const history = useSeededQuery(user ? `history:${user.id}` : null, first, getApplicationHistory);
  useSettled(status !== 'loading' && history.status !== 'loading');
  const { reload } = history;

  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);

  const failed = history.status === 'error';
  useEffect(() => {
    if (failed) notify.error(messages.fetchApplicationsFailed);
  }, [failed]);

  if (status === 'loading') return <p className="empty-state">{t('history.loading')}</p>;
  if (!user) {
    return (
      <p className="empty-state">
        <Link to={paths.loginShortcut.getHref()}>{t('messages:loginToSeeSection')}</Link>
      </p>
    );
  }
  if (history.status === 'error') return <p className="empty-state">{t('messages:fetchApplicationsFailed')}</p>;
  if (history.status !== 'success') return <p className="empty-state">{t('history.loadingYours')}</p>;
  if (history.data.length === 0) return <p className="empty-state">{t('messages:noApplications')}</p>;
  return <ApplicationHistoryTable rows={history.data} />;
}
