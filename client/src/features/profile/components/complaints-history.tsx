// The student's Complaints History: ID, type, category, urgency, date, status and the attachment link.
import { AttachmentLink } from '../../../components/attachment-link';
import { messages } from '../../../config/messages';
import type { OwnComplaint } from '../api/get-own-complaints';
import { formatDate } from '../../../lib/format';
import '../../../styles/status-badges.css';

export interface ComplaintsHistoryProps {
  complaints: readonly OwnComplaint[];
}

export function complaintStatusLabel(resolved: boolean): 'Resolved' | 'In Progress' {
  return resolved ? 'Resolved' : 'In Progress';
}

export function ComplaintsHistory({ complaints }: ComplaintsHistoryProps) {
  if (complaints.length === 0) return <p className="profile-empty">{messages.noComplaints}</p>;
  return (
    <table className="profile-table">
      <caption className="visually-hidden">Your complaints, newest first</caption>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Type</th>
          <th scope="col">Category</th>
          <th scope="col">Urgency</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Attachment</th>
        </tr>
      </thead>
      <tbody>
        {complaints.map((complaint) => (
          <tr key={complaint.id}>
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
              <span
                className={
                  complaint.resolved ? 'status-badge status-badge--resolved' : 'status-badge status-badge--pending'
                }
              >
                {complaintStatusLabel(complaint.resolved)}
              </span>
            </td>
            <td data-label="Attachment">
              <AttachmentLink
                complaintId={complaint.id}
                resourceLink={complaint.resource_link}
                fallback={<span className="profile-muted">None</span>}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
