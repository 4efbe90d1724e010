// The office's reading of a leave: its status and the guardian's answer in the language being read, and the filter read
// from and written to the URL, anything unknown read as unset.
import type { OfficeLeave } from '@campus-hostel/contracts/api';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespaces } from '../../../lib/i18n';
import { filterLeave, guardianAnswer, leaveFilterParams, leaveState, readLeaveFilter } from './leave-view';

afterEach(async () => {
  await changeLanguage('en');
});

describe('leave as the office reads it', () => {
  it('when Hindi is chosen, then the status and the guardian’s answer read in Hindi', async () => {
    await changeLanguage('hi');
    await loadNamespaces(['common', 'leave-office']);
    expect(leaveState('awaiting_guardian')).toEqual({ label: 'लंबित', tone: 'pending' });
    expect(leaveState('approved').label).toBe('स्वीकृत');
    expect(guardianAnswer({ guardian_required: true, guardian_decision: 'refused' })).toBe('मना किया');
  });

  it('when English is back, then the same words are English', () => {
    expect(leaveState('cancelled')).toEqual({ label: 'Cancelled', tone: 'rejected' });
    expect(guardianAnswer({ guardian_required: false, guardian_decision: null })).toBe('Not needed');
    expect(guardianAnswer({ guardian_required: true, guardian_decision: null })).toBe('Not answered yet');
  });

  it('when the URL names an unknown status or a bad page, then they are unset, and a filter writes back only what is set', () => {
    expect(readLeaveFilter(new URLSearchParams('status=awaiting_warden&hostel=Kanhar&page=0'))).toEqual({
      status: '',
      hostel: 'Kanhar',
      page: 1,
    });
    expect(leaveFilterParams({ status: 'approved', hostel: '', page: 2 }).toString()).toBe('status=approved&page=2');
  });

  it('when filtered by status and hostel, then only rows matching both are kept', () => {
    const row = (id: number, status: OfficeLeave['status'], hostel_name: string) =>
      ({ id, status, hostel_name }) as OfficeLeave;
    const rows = [
      row(1, 'approved', 'Kanhar'),
      row(2, 'approved', 'Gopad'),
      row(3, 'rejected', 'Kanhar'),
      row(4, 'awaiting_guardian', 'Kanhar'),
      row(5, 'awaiting_warden', 'Kanhar'),
    ];
    expect(filterLeave(rows, { status: 'approved', hostel: 'Kanhar', page: 1 }).map((r) => r.id)).toEqual([1]);
    // Pending is one state, whoever is asked.
    expect(filterLeave(rows, { status: 'pending', hostel: 'Kanhar', page: 1 }).map((r) => r.id)).toEqual([4, 5]);
    expect(filterLeave(rows, { status: '', hostel: '', page: 1 })).toHaveLength(5);
  });
});
