// The office's complaint list in words: its status filter (the shared states, plus Not resolved and Overdue), its
// orders and its CSV columns, each built when used so they follow the language being read.
import { t } from '../../../lib/i18n';
import { optionWord } from '../../../lib/option-words';
import { complaintStateLabel } from '../../../lib/status-words';
import { COMPLAINT_SORTS, COMPLAINT_STATUSES } from '../api/get-complaints';
import type { AdminComplaint } from '../types';
import { csvTime, type CsvColumn } from '../utils/csv';
import { complaintState, isOverdue } from './complaint-state';

const statusWords: Record<(typeof COMPLAINT_STATUSES)[number], () => string> = {
  pending: () => t('admin:complaints.notResolved'),
  open: () => complaintStateLabel('pending'),
  in_progress: () => complaintStateLabel('in_progress'),
  overdue: () => t('admin:complaints.overdue'),
  resolved: () => complaintStateLabel('resolved'),
};

export const complaintStatusOptions = () => COMPLAINT_STATUSES.map((value) => ({ value, label: statusWords[value]() }));

const sortWords: Record<(typeof COMPLAINT_SORTS)[number], () => string> = {
  newest: () => t('admin:list.newestFirst'),
  oldest: () => t('admin:list.oldestFirst'),
};

export const complaintSortOptions = () => ({
  defaultLabel: t('admin:complaints.dueFirst'),
  others: COMPLAINT_SORTS.map((value) => ({ value, label: sortWords[value]() })),
});

export const complaintCsvColumns = (): readonly CsvColumn<AdminComplaint>[] => [
  { header: t('admin:csv.complaintId'), value: (row) => row.id },
  { header: t('admin:csv.type'), value: (row) => optionWord('complaintType', row.complaint_type) },
  { header: t('admin:csv.category'), value: (row) => optionWord('complaintCategory', row.complaint_category) },
  { header: t('admin:csv.urgency'), value: (row) => optionWord('urgency', row.urgency_level) },
  { header: t('admin:csv.description'), value: (row) => row.complaint_description },
  { header: t('admin:csv.student'), value: (row) => row.student_name },
  { header: t('admin:csv.email'), value: (row) => row.email },
  { header: t('admin:csv.attachment'), value: (row) => row.resource_link },
  { header: t('admin:csv.createdAt'), value: (row) => csvTime(row.created_at) },
  { header: t('admin:csv.status'), value: (row) => complaintState(row).label },
  { header: t('admin:csv.dueAt'), value: (row) => csvTime(row.due_at) },
  {
    header: t('admin:csv.overdue'),
    value: (row) => (isOverdue(row, Date.now()) ? t('admin:csv.yes') : t('admin:csv.no')),
  },
  { header: t('admin:csv.answeredAt'), value: (row) => csvTime(row.answered_at) },
  { header: t('admin:csv.assignedTo'), value: (row) => row.assigned_email },
  { header: t('admin:csv.resolvedBy'), value: (row) => row.resolved_by },
  { header: t('admin:csv.resolvedAt'), value: (row) => csvTime(row.resolved_at) },
];
