// The student's Complaints History: ID, type, category, urgency, date, status (Pending, In Progress or Resolved, and by
// when the office answers), the attachment link, and each complaint's conversation with the hostel office, answered
// here while it is not resolved. The table scrolls in its own box when it is wider than the screen.
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLink } from '../../../components/attachment-link';
import { ComplaintThread } from '../../../components/complaint-thread';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { getComplaintReplies, type ComplaintReply } from '../../../lib/complaint-replies';
import { normalizeError } from '../../../lib/errors';
import { formatDay, formatDateTime } from '../../../lib/format';
import { optionWord } from '../../../lib/option-words';
import { complaintStateLabel, complaintStateOf, type ComplaintState } from '../../../lib/status-words';
import type { OwnComplaint } from '../api/get-own-complaints';
import { replyToComplaint } from '../api/reply-to-complaint';
import '../../../styles/status-badges.css';

export interface ComplaintsHistoryProps {
  complaints: readonly OwnComplaint[];
}

const BADGES: Readonly<Record<ComplaintState, string>> = {
  pending: 'status-badge status-badge--pending',
  in_progress: 'status-badge status-badge--progress',
  resolved: 'status-badge status-badge--resolved',
};

const COLUMNS = ['id', 'type', 'category', 'urgency', 'date', 'status', 'attachment', 'replies'] as const;

const authorOf = (reply: ComplaintReply) => (reply.from_office ? messages.replyFromOffice : messages.replyFromYou);

export function ComplaintsHistory({ complaints }: ComplaintsHistoryProps) {
  const { t } = useTranslation(['profile', 'messages']);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (complaints.length === 0) return <p className="profile-empty">{t('messages:noComplaints')}</p>;
  const column = (key: (typeof COLUMNS)[number]) => t(`complaints.columns.${key}`);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="profile-table-wrap">
      <table className="profile-table">
        <caption className="visually-hidden">{t('complaints.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {column(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {complaints.map((complaint) => {
            const expanded = open.has(complaint.id);
            const threadId = `complaint-${complaint.id}-replies`;
            const state = complaintStateOf(complaint);
            return (
              <Fragment key={complaint.id}>
                <tr>
                  <th scope="row" data-label={column('id')}>
                    {complaint.id}
                  </th>
                  <td data-label={column('type')}>{optionWord('complaintType', complaint.complaint_type)}</td>
                  <td data-label={column('category')}>
                    {optionWord('complaintCategory', complaint.complaint_category)}
                  </td>
                  <td data-label={column('urgency')}>
                    <span className={`urgency urgency--${complaint.urgency_level}`}>
                      {optionWord('urgency', complaint.urgency_level)}
                    </span>
                  </td>
                  <td data-label={column('date')}>
                    <time dateTime={complaint.created_at}>{formatDay(complaint.created_at)}</time>
                  </td>
                  <td data-label={column('status')}>
                    <div className="profile-status">
                      <span className={BADGES[state]}>{complaintStateLabel(state)}</span>
                      {!complaint.resolved && complaint.answered_at === null ? (
                        <span className="profile-muted">
                          {t('messages:answerBy', { time: formatDateTime(complaint.due_at) })}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={column('attachment')}>
                    <AttachmentLink
                      complaintId={complaint.id}
                      resourceLink={complaint.resource_link}
                      fallback={<span className="profile-muted">{t('complaints.none')}</span>}
                    />
                  </td>
                  <td data-label={column('replies')}>
                    <Button
                      variant="ghost"
                      className="button--small"
                      aria-expanded={expanded}
                      aria-controls={expanded ? threadId : undefined}
                      aria-label={t('complaints.repliesLabel', { id: complaint.id })}
                      onClick={() => toggle(complaint.id)}
                    >
                      {column('replies')}
                    </Button>
                  </td>
                </tr>
                {expanded ? (
                  <tr id={threadId} className="profile-table__details">
                    <td colSpan={COLUMNS.length}>
                      <ComplaintThread
                        complaintId={complaint.id}
                        closed={complaint.resolved}
                        load={getComplaintReplies}
                        send={replyToComplaint}
                        authorOf={authorOf}
                        sendFailed={(error) => normalizeError(error, messages.replyFailed)}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
