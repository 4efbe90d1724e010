// /admin/applications: every application with search, filters, order, CSV export, and Approve or Reject with a note.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_TYPES } from '../../../config/application-types';
import { messages } from '../../../config/messages';
import { officePaths } from '../../../config/office-paths';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  getAllApplications,
  getApplications,
} from '../../../features/admin/api/get-applications';
import { DecisionActions } from '../../../features/admin/applications/components/decision-actions';
import { decisionState } from '../../../features/admin/applications/decision-label';
import { Resolution } from '../../../features/admin/components/resolution';
import { ShowMore } from '../../../features/admin/components/show-more';
import type { AdminApplication } from '../../../features/admin/types';
import { csvTime, type CsvColumn } from '../../../features/admin/utils/csv';
import { ResolvableList, type ListColumn } from '../../../features/admin/components/resolvable-list';
import { t } from '../../../lib/i18n';
import { optionsOf, optionWord } from '../../../lib/option-words';
import { applicationStateLabel } from '../../../lib/status-words';

const statusOptions = () => APPLICATION_STATUSES.map((value) => ({ value, label: applicationStateLabel(value) }));

const sortWords: Record<(typeof APPLICATION_SORTS)[number], () => string> = {
  oldest: () => t('admin:list.oldestFirst'),
};
const sortOptions = () => ({
  defaultLabel: t('admin:list.newestFirst'),
  others: APPLICATION_SORTS.map((value) => ({ value, label: sortWords[value]() })),
});

const csvColumns = (): readonly CsvColumn<AdminApplication>[] => [
  { header: t('admin:csv.applicationId'), value: (row) => row.application_id },
  { header: t('admin:csv.type'), value: (row) => optionWord('applicationType', row.application_type) },
  { header: t('admin:csv.description'), value: (row) => row.description },
  { header: t('admin:csv.student'), value: (row) => row.student_name },
  { header: t('admin:csv.email'), value: (row) => row.email },
  { header: t('admin:csv.createdAt'), value: (row) => csvTime(row.created_at) },
  { header: t('admin:csv.status'), value: (row) => decisionState(row).label },
  { header: t('admin:csv.note'), value: (row) => row.decision_note },
  { header: t('admin:csv.resolvedBy'), value: (row) => row.resolved_by },
  { header: t('admin:csv.resolvedAt'), value: (row) => csvTime(row.resolved_at) },
];

const idColumn = (): ListColumn<AdminApplication> => ({
  header: t('admin:csv.applicationId'),
  label: t('admin:csv.applicationId'),
  cell: (row) => row.application_id,
});

const columns = (): readonly ListColumn<AdminApplication>[] => [
  {
    header: t('admin:csv.type'),
    label: t('admin:csv.type'),
    cell: (row) => optionWord('applicationType', row.application_type),
  },
  {
    header: t('admin:csv.description'),
    label: t('admin:csv.description'),
    className: 'admin-table__text',
    cell: (row) => <ShowMore text={row.description} />,
  },
];

function DecisionStatus({ row }: { row: AdminApplication }) {
  const { t } = useTranslation('admin');
  const { label, tone } = decisionState(row);
  return (
    <Resolution label={label} tone={tone} resolvedBy={row.resolved_by} resolvedAt={row.resolved_at}>
      {row.decision_note ? (
        <p className="admin-note">
          <span className="admin-note__label">{t('applications.noteLabel')}</span>
          <ShowMore text={row.decision_note} limit={120} />
        </p>
      ) : null}
    </Resolution>
  );
}

/** An approved room change offers the move it asks for: the allotments page with its student looked up. */
function MoveOffer({ row }: { row: AdminApplication }) {
  const { t } = useTranslation('admin');
  if (row.application_type !== 'Room Change' || row.decision !== 'approved' || row.user_id === null) {
    return <span className="admin-muted">—</span>;
  }
  const search = new URLSearchParams({ student: row.user_id, application: row.application_id });
  return (
    <Link
      className="button button--secondary button--small"
      to={`${officePaths.adminAllotments.getHref()}?${search.toString()}`}
      aria-label={t('applications.moveStudentFor', { id: row.application_id })}
    >
      {t('applications.moveStudent')}
    </Link>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <ResolvableList
      noun="applications"
      words={{
        one: t('applications.one'),
        many: t('applications.many'),
        loading: t('applications.loading'),
        none: t('applications.none'),
        filter: t('applications.filter'),
      }}
      title={t('applications.title')}
      load={getApplications}
      loadAll={getAllApplications}
      statusOptions={statusOptions()}
      typeOptions={optionsOf('applicationType', APPLICATION_TYPES)}
      sortOptions={sortOptions()}
      csvColumns={csvColumns}
      idColumn={idColumn()}
      columns={columns()}
      status={(row) => <DecisionStatus row={row} />}
      actions={(row, changed) =>
        row.status ? (
          <MoveOffer row={row} />
        ) : (
          <DecisionActions applicationId={row.application_id} onDecided={changed} />
        )
      }
      texts={{ fetchFailed: messages.fetchApplicationsFailed }}
    />
  );
}
