// The student's selection window for a hostel: when it opens, with a live countdown; until when it is open; or that
// none admits them. Nothing while selection is unrestricted or still loading.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/ui/countdown';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { formatDateTime } from '../../../lib/format';
import { useSelectionWindow, type SelectionWindowState } from '../use-selection-window';
import '../selection.css';

export interface SelectionNoticeProps {
  hostel: string;
  /** The student's window for the hostel (useSelectionWindow), read by the page that shows the notice. */
  selection: SelectionWindowState;
}

/** The notice of a student's own window for the hostel, read here. */
export function OwnSelectionNotice({ userId, hostel }: { userId: string; hostel: string }) {
  return <SelectionNotice hostel={hostel} selection={useSelectionWindow(userId, hostel)} />;
}

export function SelectionNotice({ hostel, selection }: SelectionNoticeProps) {
  const { t } = useTranslation('messages');
  const kind = selection.status === 'success' ? selection.window.kind : selection.status;
  const [seenKind, setSeenKind] = useState(kind);
  const [announcement, setAnnouncement] = useState('');
  // The countdown itself is silent; its end is said once, politely.
  if (seenKind !== kind) {
    setSeenKind(kind);
    if (seenKind === 'opens' && kind === 'open') setAnnouncement(messages.selectionWindowOpened(hostel));
  }

  let body = null;
  if (selection.status === 'error') {
    body = (
      <RetryMessage
        className="selection-notice selection-notice--none"
        message={t('fetchSelectionFailed')}
        onRetry={selection.retry}
      />
    );
  } else if (selection.status === 'success') {
    const own = selection.window;
    if (own.kind === 'opens') {
      body = (
        <p className="selection-notice">
          {t('selectionWindowOpens', { hostel, at: formatDateTime(own.opensAt) })}{' '}
          <Countdown until={own.opensAt} className="selection-notice__time" />
        </p>
      );
    } else if (own.kind === 'open') {
      body = (
        <p className="selection-notice selection-notice--open">
          {t('selectionWindowOpenUntil', { until: formatDateTime(own.closesAt) })}
        </p>
      );
    } else if (own.kind === 'none') {
      body = <p className="selection-notice selection-notice--none">{t('noSelectionWindow')}</p>;
    }
  }

  return (
    <>
      {body}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
