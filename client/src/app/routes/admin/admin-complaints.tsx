// /admin/complaints: every complaint with search, filters and order (overdue first by default), CSV export; assign,
// mark in progress, reply to the student and resolve.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLink } from '../../../components/attachment-link';
import { ComplaintThread } from '../../../components/complaint-thread';
import { COMPLAINT_TYPES, URGENCY_LEVELS } from '../../../config/complaint-options';
import { messages } from '../../../config/messages';
import { getAllComplaints, getComplaints } from '../../../features/admin/api/get-complaints';
import { resolveFailureMessage } from '../../../features/admin/api/resolve';
import { getOfficeStaff } from '../../../features/admin/complaints/api/get-office-staff';
import { replyAsOffice } from '../../../features/admin/complaints/api/reply-as-office';
import { ComplaintActions } from '../../../features/admin/complaints/components/complaint-actions';
import { ComplaintStatus } from '../../../features/admin/complaints/components/complaint-status';
import {
  complaintCsvColumns,
  complaintSortOptions,
  complaintStatusOptions,
} from '../../../features/admin/complaints/complaint-columns';
import { ShowMore } from '../../../features/admin/components/show-more';
import type { AdminComplaint } from '../../../features/admin/types';
import { ResolvableList, type ListColumn } from '../../../features/admin/components/resolvable-list';
import { getComplaintReplies } from '../../../lib/complaint-replies';
import { isWholeOffice, useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { optionsOf, optionWord } from '../../../lib/option-words';
import { notify } from '../../../lib/notifications';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';

function Description({ complaint }: { complaint: AdminComplaint }) {
  return (
    <div>
      <ShowMore text={complaint.complaint_description} />
      <AttachmentLink className="admin-table__sub" complaintId={complaint.id} resourceLink={complaint.resource_link} />
    </div>
  );
}

const idColumn = (): ListColumn<AdminComplaint> => ({
  header: t('admin:complaints.id'),
  label: t('admin:complaints.id'),
  cell: (row) => row.id,
});

const columns = (): readonly ListColumn<AdminComplaint>[] => [
  {
    header: t('admin:complaints.typeAndCategory'),
    label: t('admin:csv.type'),
    cell: (row) => (
      <div>
        {optionWord('complaintType', row.complaint_type)}
        <span className="admin-table__sub">{optionWord('complaintCategory', row.complaint_category)}</span>
      </div>
    ),
  },
  {
    header: t('admin:csv.urgency'),
    label: t('admin:csv.urgency'),
    cell: (row) => (
      <span className={`urgency urgency--${row.urgency_level}`}>{optionWord('urgency', row.urgency_level)}</span>
    ),
  },
  {
    header: t('admin:csv.description'),
    label: t('admin:csv.description'),
    className: 'admin-table__text',
    cell: (row) => <Description complaint={row} />,
  },
];

const authorOf = (reply: { from_office: boolean }) =>
  reply.from_office ? messages.replyFromOffice : messages.replyFromStudent;

export function Component() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  // Only the whole office assigns complaints; a warden or technician works on those of their places.
  const staff = useQuery(isWholeOffice(user) ? 'office-staff' : null, getOfficeStaff);
  const now = useNow();

  useEffect(() => {
    if (staff.status === 'error') notify.error(messages.fetchStaffFailed);
  }, [staff.status]);

  return (
    <ResolvableList
      noun="complaints"
      words={{
        one: t('complaints.one'),
        many: t('complaints.many'),
        loading: t('complaints.loading'),
        none: t('complaints.none'),
        filter: t('complaints.filter'),
      }}
      title={t('complaints.title')}
      load={getComplaints}
      loadAll={getAllComplaints}
      statusOptions={complaintStatusOptions()}
      typeOptions={optionsOf('complaintType', COMPLAINT_TYPES)}
      urgencyOptions={optionsOf('urgency', URGENCY_LEVELS)}
      sortOptions={complaintSortOptions()}
      csvColumns={complaintCsvColumns}
      idColumn={idColumn()}
      columns={columns()}
      status={(row) => <ComplaintStatus complaint={row} now={now} />}
      actions={(row, changed) =>
        row.resolved ? null : (
          <ComplaintActions
            key={`${row.id}:${row.assigned_to ?? ''}`}
            complaint={row}
            staff={staff.data ?? null}
            onChanged={changed}
          />
        )
      }
      details={{
        label: t('complaints.replies'),
        render: (row, changed) => (
          <ComplaintThread
            complaintId={row.id}
            closed={row.resolved}
            load={getComplaintReplies}
            send={replyAsOffice}
            authorOf={authorOf}
            sendFailed={(error) => resolveFailureMessage(error, messages.replyFailed)}
            onSent={changed}
          />
        ),
      }}
      texts={{ fetchFailed: messages.fetchComplaintsFailed }}
    />
  );
}
