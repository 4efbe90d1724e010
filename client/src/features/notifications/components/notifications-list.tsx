// The signed-in user's notifications, newest first: 20 at a time with Show older, unread ones marked in words,
// Mark all as read, and each one's link (following it marks that one read).
import { useTranslation } from 'react-i18next';
import {
  describeNotification,
  notificationLanguage,
  type NotificationText,
} from '@campus-hostel/contracts/notifications';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { normalizeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import { getNotifications, type NotificationRow } from '../api/get-notifications';
import { markAllNotificationsRead, markNotificationRead } from '../api/mark-read';
import { refreshUnreadCount } from '../unread-count';

const itemId = (id: number) => `notification-${id}`;

interface Older {
  rows: NotificationRow[];
  hasOlder: boolean;
}

function NotificationItem({
  row,
  text,
  unread,
  onFollow,
}: {
  row: NotificationRow;
  text: NotificationText;
  unread: boolean;
  onFollow: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <li
      id={itemId(row.id)}
      className={unread ? 'notification-item notification-item--unread' : 'notification-item'}
      tabIndex={-1}
    >
      <h2 className="notification-item__title">{text.title}</h2>
      <p className="notification-item__meta">
        {unread ? <span className="pill pill--pending">{t('unread')}</span> : null}
        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </p>
      <p className="notification-item__body">{text.body}</p>
      <Link className="button button--secondary button--small" to={text.href} onClick={onFollow}>
        {text.action}
      </Link>
    </li>
  );
}

export function NotificationsList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['notifications', 'messages']);
  const first = useQuery(`notifications:${userId}`, () => getNotifications());
  const [older, setOlder] = useState<Older | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  /** Read here since the page loaded: followed one by one, or all up to an id. */
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const [readUpTo, setReadUpTo] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);

  useEffect(() => {
    if (focusId !== null) document.getElementById(itemId(focusId))?.focus();
  }, [focusId]);

  if (first.status === 'error') {
    return (
      <RetryMessage
        role="alert"
        className="notifications-problem"
        message={t('messages:fetchNotificationsFailed')}
        onRetry={() => {
          setOlder(null);
          first.reload();
        }}
      />
    );
  }
  if (first.status !== 'success') {
    return (
      <p className="notifications-muted" role="status">
        {t('loading')}
      </p>
    );
  }
  const describeOptions = { formatDateTime, language: notificationLanguage(i18n.language) };

  const rows = [...first.data.items, ...(older?.rows ?? [])];
  const hasOlder = older ? older.hasOlder : first.data.hasOlder;
  const isUnread = (row: NotificationRow) =>
    row.read_at === null && !readIds.has(row.id) && (readUpTo === null || row.id > readUpTo);
  const shown = rows.flatMap((row) => {
    // A kind or shape this version does not know is left out rather than shown half-said.
    const text = describeNotification(row.kind, row.data, describeOptions);
    return text ? [{ row, text }] : [];
  });
  const anyUnread = shown.some(({ row }) => isUnread(row));

  const showOlder = async () => {
    const last = rows.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    try {
      const page = await getNotifications(last.id);
      setOlder({ rows: [...(older?.rows ?? []), ...page.items], hasOlder: page.hasOlder });
      const next = page.items.find((row) => describeNotification(row.kind, row.data, describeOptions));
      if (next) setFocusId(next.id);
    } catch (error) {
      notify.error(normalizeError(error, messages.fetchNotificationsFailed));
    } finally {
      setLoadingOlder(false);
    }
  };

  const markAll = async () => {
    const newest = rows[0];
    if (!newest) return;
    setMarkingAll(true);
    try {
      await markAllNotificationsRead(newest.id);
      setReadUpTo(newest.id);
      notify.success(messages.allNotificationsRead);
      await refreshUnreadCount(userId);
    } catch (error) {
      notify.error(normalizeError(error, messages.markNotificationsReadFailed));
    } finally {
      setMarkingAll(false);
    }
  };

  const follow = (row: NotificationRow) => {
    if (!isUnread(row)) return;
    setReadIds((current) => new Set(current).add(row.id));
    // The link's page opens at once; the mark and the bell's new count follow.
    void markNotificationRead(row.id).then(
      () => refreshUnreadCount(userId),
      (error: unknown) => console.warn('Could not mark the notification read', error),
    );
  };

  return (
    <div className="notifications-page">
      {anyUnread ? (
        <div className="notifications-page__actions">
          <Button variant="secondary" busy={markingAll} busyLabel={t('marking')} onClick={() => void markAll()}>
            {t('markAll')}
          </Button>
        </div>
      ) : null}
      {shown.length === 0 && !hasOlder ? <p className="notifications-muted">{t('messages:noNotifications')}</p> : null}
      {shown.length > 0 ? (
        <ol className="notification-list">
          {shown.map(({ row, text }) => (
            <NotificationItem key={row.id} row={row} text={text} unread={isUnread(row)} onFollow={() => follow(row)} />
          ))}
        </ol>
      ) : null}
      {hasOlder ? (
        <Button variant="ghost" busy={loadingOlder} busyLabel={t('loadingOlder')} onClick={() => void showOlder()}>
          {t('showOlder')}
        </Button>
      ) : null}
    </div>
  );
}
