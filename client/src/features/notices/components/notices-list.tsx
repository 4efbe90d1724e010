// The Notices block: the hostel office's announcements, newest first.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { getNotices } from '../api/get-notices';

export function NoticesList() {
  const { t } = useTranslation(['notices', 'messages']);
  const notices = useQuery('notices', getNotices);

  if (notices.status === 'error') return <p className="empty-state">{t('messages:fetchNoticesFailed')}</p>;
  if (notices.status !== 'success') return <p className="empty-state">{t('loading')}</p>;
  if (notices.data.length === 0) return <p className="empty-state">{t('messages:noNotices')}</p>;

  return (
    <ul className="notices">
      {notices.data.map((notice) => (
        <li key={notice.id} className="notice">
          <h3 className="notice__title">{notice.title}</h3>
          <p className="notice__date">
            <time dateTime={notice.published_at}>{formatDay(notice.published_at)}</time>
          </p>
          <p className="notice__body">{notice.body}</p>
        </li>
      ))}
    </ul>
  );
}
