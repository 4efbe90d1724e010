// How the office reads a leave: its status in the one vocabulary (lib/status-words) with its badge's tone, the
// guardian's answer, and the list's filter (status, hostel, page) kept in the URL and applied to the rows here, as the
// API answers a warden's whole open list at once.
import type { LeaveStatus, OfficeLeave } from '@campus-hostel/contracts/api';
import { t } from '../../../lib/i18n';
import { LEAVE_STATE_TONES, leaveStateLabel, leaveStateOf, type LeaveState } from '../../../lib/status-words';
import type { StatusTone } from '../components/resolution';

/** The states the office filters by: one Pending, whoever is asked (the guardian's column says who). */
export const LEAVE_STATES: readonly LeaveState[] = ['pending', 'approved', 'rejected', 'cancelled'];

/** The leave's status in the language being read (call at render time). */
export function leaveState(status: LeaveStatus): { label: string; tone: StatusTone } {
  const state = leaveStateOf(status);
  return { label: leaveStateLabel(state), tone: LEAVE_STATE_TONES[state] };
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
  status: LeaveState | '';
  hostel: string;
  page: number;
}

/** A state from a URL or a select; '' (any) for anything else. */
export function asLeaveState(value: string): LeaveState | '' {
  return LEAVE_STATES.find((state) => state === value) ?? '';
}

/** `?status=&hostel=&page=`, anything unknown read as unset. */
export function readLeaveFilter(params: URLSearchParams): LeaveFilter {
  const page = Number(params.get('page'));
  return {
    status: asLeaveState(params.get('status') ?? ''),
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
      (filter.status === '' || leaveStateOf(row.status) === filter.status) &&
      (filter.hostel === '' || row.hostel_name === filter.hostel),
  );
}
