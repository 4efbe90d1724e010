// The Notices block: the hostel office's announcements the reader may read, newest first. It starts with the public
// ones at once and, once a signed-in reader is known, reads again as them for the notices aimed at their hostel or role.
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { formatDay } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { getNotices } from '../api/get-notices';

export function NoticesList() {
  const { t } = useTranslation(['notices', 'messages']);
  const { user } = useAuth();
  const notices = useQuery(user ? `notices:${user.id}` : 'notices', () => getNotices(user !== null));

  if (notices.status === 'error') return <p className="empty-state">{t('messages:fetchNoticesFailed')}</p>;
  if (notices.status !== 'success') return <p className="empty-state">{t('loading')}</p>;
  if (notices.data.length === 0) return <p className="empty-state">{t('messages:noNotices')}</p>;

  return (
    <ul className="notices">
      {notices.data.map((notice) => (
        <li key={notice.id} className="notice">
          <h3 className="notice__title">{notice.title}</h3>
          <p className="notice__date">
            {notice.important ? <strong className="notice__important">{t('important')}</strong> : null}
            <time dateTime={notice.published_at}>{formatDay(notice.published_at)}</time>
          </p>
          <p className="notice__body">{notice.body}</p>
        </li>
      ))}
    </ul>
  );
}
