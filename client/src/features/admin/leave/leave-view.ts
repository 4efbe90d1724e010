// How the office reads a leave: its status in the one vocabulary (lib/status-words) with its badge's tone, the
// guardian's answer, and the list's filter (status, hostel, page) kept in the URL and applied to the rows here, as the
// API answers a warden's whole open list at once.
import { LEAVE_STATUSES, type LeaveStatus, type OfficeLeave } from '@campus-hostel/contracts/api';
import { t } from '../../../lib/i18n';
import { leaveStateLabel } from '../../../lib/status-words';
import type { StatusTone } from '../components/resolution';

const tones: Record<LeaveStatus, StatusTone> = {
  awaiting_guardian: 'pending',
  awaiting_warden: 'progress',
  approved: 'resolved',
  rejected: 'rejected',
  cancelled: 'rejected',
};

/** The leave's status in the language being read (call at render time). */
export function leaveState(status: LeaveStatus): { label: string; tone: StatusTone } {
  return { label: leaveStateLabel(status), tone: tones[status] };
}

/** What the guardian said: nothing asked of them, not yet, consented or refused. */
export function guardianAnswer(row: Pick<OfficeLeave, 'guardian_required' | 'guardian_decision'>): string {
  if (!row.guardian_required) return t('leave-office:guardian.notNeeded');
  return t(`leave-office:guardian.${row.guardian_decision ?? 'waiting'}`);
}

/** Whether the warden may still decide it (approve only once no consent is outstanding). */
export function isOpen(status: LeaveStatus): boolean {
  return status === 'awaiting_guardian' || status === 'awaiting_warden';
}

export interface LeaveFilter {
  status: LeaveStatus | '';
  hostel: string;
  page: number;
}

/** A status from a URL or a select; '' (any) for anything else. */
export function asLeaveStatus(value: string): LeaveStatus | '' {
  return LEAVE_STATUSES.find((status) => status === value) ?? '';
}

/** `?status=&hostel=&page=`, anything unknown read as unset. */
export function readLeaveFilter(params: URLSearchParams): LeaveFilter {
  const page = Number(params.get('page'));
  return {
    status: asLeaveStatus(params.get('status') ?? ''),
    hostel: params.get('hostel') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of a filter, leaving out what is unset so the plain list has a plain URL. */
export function leaveFilterParams(filter: LeaveFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== '') params.set('status', filter.status);
  if (filter.hostel !== '') params.set('hostel', filter.hostel);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

export function filterLeave(rows: readonly OfficeLeave[], filter: LeaveFilter): OfficeLeave[] {
  return rows.filter(
    (row) =>
      (filter.status === '' || row.status === filter.status) &&
      (filter.hostel === '' || row.hostel_name === filter.hostel),
  );
}
