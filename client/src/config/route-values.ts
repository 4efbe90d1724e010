// The values a route's parameters may take, apart from the paths: only the pages that read them load them, so the
// landing page's entry carries the addresses alone.
import type { StatusSection, UserType } from './paths';

export const STATUS_SECTIONS = [
  'application-status',
  'complaint-status',
  'room-availability',
  'application-history',
  'notices',
  'submit-application',
] as const satisfies readonly StatusSection[];

export function isStatusSection(value: string | null): value is StatusSection {
  return value !== null && (STATUS_SECTIONS as readonly string[]).includes(value);
}

export function isUserType(value: string | undefined): value is UserType {
  return value === 'student' || value === 'admin';
}
