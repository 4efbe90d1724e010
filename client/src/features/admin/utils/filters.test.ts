// Admin list filters: text search, pending only, type, urgency and the date range.
import { describe, expect, it } from 'vitest';
import type { AdminApplication, AdminComplaint } from '../types';
import { distinctValues, emptyFilter, filterApplications, filterComplaints, inDateRange } from './filters';

function localIso(date: string, time: string): string {
  return new Date(`${date}T${time}`).toISOString();
}

const complaints: AdminComplaint[] = [
  {
    id: 7,
    complaint_type: 'cleanliness',
    complaint_category: 'room-condition-issue',
    complaint_description: 'Dusty corridor near wing B',
    urgency_level: 'low',
    resource_link: '',
    resolved: false,
    email: 'asha@uni.test',
    created_at: localIso('2026-03-01', '09:00:00'),
    resolved_at: null,
    resolved_by: null,
  },
  {
    id: 12,
    complaint_type: 'internet-issue',
    complaint_category: 'wifi-not-working',
    complaint_description: 'No Wi-Fi since Monday',
    urgency_level: 'high',
    resource_link: 'http://files/x.pdf',
    resolved: true,
    email: 'ravi@uni.test',
    created_at: localIso('2026-03-05', '23:59:00'),
    resolved_at: localIso('2026-03-06', '10:00:00'),
    resolved_by: 'admin@hostel.local',
  },
  {
    id: 31,
    complaint_type: 'internet-issue',
    complaint_category: 'slow-internet',
    complaint_description: 'Slow in the evening',
    urgency_level: 'medium',
    resource_link: '',
    resolved: false,
    email: 'asha@uni.test',
    created_at: localIso('2026-03-10', '00:00:00'),
    resolved_at: null,
    resolved_by: null,
  },
];

const applications: AdminApplication[] = [
  {
    id: 1,
    application_id: 'A1B2C3D4E5F60718',
    application_type: 'Room Change',
    description: 'Closer to the library',
    status: false,
    email: 'asha@uni.test',
    created_at: localIso('2026-02-01', '12:00:00'),
    resolved_at: null,
    resolved_by: null,
  },
  {
    id: 2,
    application_id: 'FFEE0011AABB2233',
    application_type: 'Other',
    description: 'Guest stay',
    status: true,
    email: 'ravi@uni.test',
    created_at: localIso('2026-02-20', '12:00:00'),
    resolved_at: localIso('2026-02-21', '12:00:00'),
    resolved_by: 'admin@hostel.local',
  },
];

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe('admin list filters', () => {
  it('when nothing is set, then every row stays', () => {
    expect(ids(filterComplaints(complaints, emptyFilter))).toEqual([7, 12, 31]);
    expect(ids(filterApplications(applications, emptyFilter))).toEqual([1, 2]);
  });

  it('when only pending is on, then resolved rows are hidden', () => {
    expect(ids(filterComplaints(complaints, { ...emptyFilter, onlyPending: true }))).toEqual([7, 31]);
    expect(ids(filterApplications(applications, { ...emptyFilter, onlyPending: true }))).toEqual([1]);
  });

  it('when searching, then ID, email and description match case-insensitively', () => {
    expect(ids(filterComplaints(complaints, { ...emptyFilter, query: '  WI-FI ' }))).toEqual([12]);
    expect(ids(filterComplaints(complaints, { ...emptyFilter, query: 'asha@' }))).toEqual([7, 31]);
    expect(ids(filterComplaints(complaints, { ...emptyFilter, query: '31' }))).toEqual([31]);
    expect(ids(filterApplications(applications, { ...emptyFilter, query: 'ffee0011' }))).toEqual([2]);
    expect(ids(filterApplications(applications, { ...emptyFilter, query: 'library' }))).toEqual([1]);
  });

  it('when type and urgency are chosen, then both must match', () => {
    expect(ids(filterComplaints(complaints, { ...emptyFilter, type: 'internet-issue' }))).toEqual([12, 31]);
    expect(ids(filterComplaints(complaints, { ...emptyFilter, type: 'internet-issue', urgency: 'medium' }))).toEqual([31]);
    expect(ids(filterApplications(applications, { ...emptyFilter, type: 'Other' }))).toEqual([2]);
  });

  it('when a date range is set, then both ends are whole local days', () => {
    expect(ids(filterComplaints(complaints, { ...emptyFilter, from: '2026-03-05', to: '2026-03-05' }))).toEqual([12]);
    expect(ids(filterComplaints(complaints, { ...emptyFilter, from: '2026-03-02' }))).toEqual([12, 31]);
    expect(ids(filterComplaints(complaints, { ...emptyFilter, to: '2026-03-09' }))).toEqual([7, 12]);
    expect(inDateRange(localIso('2026-03-10', '00:00:00'), '2026-03-10', '2026-03-10')).toBe(true);
  });

  it('when a date is malformed, then that end is ignored', () => {
    expect(ids(filterComplaints(complaints, { ...emptyFilter, from: 'soon' }))).toEqual([7, 12, 31]);
  });

  it('when listing filter options, then values are distinct and sorted', () => {
    expect(distinctValues(complaints, (row) => row.complaint_type)).toEqual(['cleanliness', 'internet-issue']);
  });
});
