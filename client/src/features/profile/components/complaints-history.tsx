// The student's Complaints History: ID, type, category, urgency, date, status (and by when the office answers), the
// attachment link, and each complaint's conversation with the hostel office, answered here while it is not resolved.
import { Fragment, useState } from 'react';
import { AttachmentLink } from '../../../components/attachment-link';
import { ComplaintThread } from '../../../components/complaint-thread';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { getComplaintReplies, type ComplaintReply } from '../../../lib/complaint-replies';
import { normalizeError } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { OwnComplaint } from '../api/get-own-complaints';
import { replyToComplaint } from '../api/reply-to-complaint';
import '../../../styles/status-badges.css';

export interface ComplaintsHistoryProps {
  complaints: readonly OwnComplaint[];
}

export function complaintStatusLabel(resolved: boolean): 'Resolved' | 'In Progress' {
  return resolved ? 'Resolved' : 'In Progress';
}

const COLUMNS = ['ID', 'Type', 'Category', 'Urgency', 'Date', 'Status', 'Attachment', 'Replies'] as const;

const authorOf = (reply: ComplaintReply) => (reply.from_office ? messages.replyFromOffice : messages.replyFromYou);

export function ComplaintsHistory({ complaints }: ComplaintsHistoryProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (complaints.length === 0) return <p className="profile-empty">{messages.noComplaints}</p>;

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <table className="profile-table">
      <caption className="visually-hidden">Your complaints, newest first</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {complaints.map((complaint) => {
          const expanded = open.has(complaint.id);
          const threadId = `complaint-${complaint.id}-replies`;
          return (
            <Fragment key={complaint.id}>
              <tr>
                <th scope="row" data-label="ID">
                  {complaint.id}
                </th>
                <td data-label="Type">{complaint.complaint_type}</td>
                <td data-label="Category">{complaint.complaint_category}</td>
                <td data-label="Urgency">
                  <span className={`urgency urgency--${complaint.urgency_level}`}>{complaint.urgency_level}</span>
                </td>
                <td data-label="Date">
                  <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time>
                </td>
                <td data-label="Status">
                  <div className="profile-status">
                    <span
                      className={
                        complaint.resolved
                          ? 'status-badge status-badge--resolved'
                          : 'status-badge status-badge--pending'
                      }
                    >
                      {complaintStatusLabel(complaint.resolved)}
                    </span>
                    {!complaint.resolved && complaint.answered_at === null ? (
                      <span className="profile-muted">{messages.answerBy(formatDateTime(complaint.due_at))}</span>
                    ) : null}
                  </div>
                </td>
                <td data-label="Attachment">
                  <AttachmentLink
                    complaintId={complaint.id}
                    resourceLink={complaint.resource_link}
                    fallback={<span className="profile-muted">None</span>}
                  />
                </td>
                <td data-label="Replies">
                  <Button
                    variant="ghost"
                    className="button--small"
                    aria-expanded={expanded}
                    aria-controls={expanded ? threadId : undefined}
                    aria-label={`Replies: complaint ${complaint.id}`}
                    onClick={() => toggle(complaint.id)}
                  >
                    Replies
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
  );
}
