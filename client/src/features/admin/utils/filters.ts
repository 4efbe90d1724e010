// Search and filters for the admin lists: free text, pending only, type, urgency and a date range.
import type { AdminApplication, AdminComplaint } from '../types';

export interface ListFilter {
  /** Free text matched against the ID, the email and the description. */
  query: string;
  onlyPending: boolean;
  /** Application or complaint type; '' means any. */
  type: string;
  /** Complaint urgency; '' means any (ignored for applications). */
  urgency: string;
  /** Inclusive local dates as yyyy-mm-dd; '' means open-ended. */
  from: string;
  to: string;
}

export const emptyFilter: ListFilter = { query: '', onlyPending: false, type: '', urgency: '', from: '', to: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

function parseLocalDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = new Date(`${value}T00:00:00`).getTime();
  return Number.isNaN(time) ? null : time;
}

/** True when the ISO timestamp falls on or between the filter's local dates. */
export function inDateRange(createdAt: string, from: string, to: string): boolean {
  const time = new Date(createdAt).getTime();
  const start = parseLocalDate(from);
  const end = parseLocalDate(to);
  if (start !== null && time < start) return false;
  // `to` is a whole day: anything before the next local midnight is inside.
  if (end !== null && time >= end + DAY_MS) return false;
  return true;
}

function matchesText(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}

export function filterApplications(rows: readonly AdminApplication[], filter: ListFilter): AdminApplication[] {
  return rows.filter(
    (row) =>
      (!filter.onlyPending || !row.status) &&
      (filter.type === '' || row.application_type === filter.type) &&
      inDateRange(row.created_at, filter.from, filter.to) &&
      matchesText(filter.query, [row.application_id, String(row.id), row.email, row.description]),
  );
}

export function filterComplaints(rows: readonly AdminComplaint[], filter: ListFilter): AdminComplaint[] {
  return rows.filter(
    (row) =>
      (!filter.onlyPending || !row.resolved) &&
      (filter.type === '' || row.complaint_type === filter.type) &&
      (filter.urgency === '' || row.urgency_level === filter.urgency) &&
      inDateRange(row.created_at, filter.from, filter.to) &&
      matchesText(filter.query, [String(row.id), row.email, row.complaint_description]),
  );
}

/** The distinct values of one field, sorted, for a filter's options. */
export function distinctValues<Row>(rows: readonly Row[], pick: (row: Row) => string): string[] {
  return [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
}
