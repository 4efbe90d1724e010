// The roles the office has, in a module of their own: the app's shell tells an office account from a student's as it
// starts, without the office API's schemas.

/** The roles the office has; app_metadata.role, granted only by an admin through /admin/people/role. */
export const OFFICE_ROLES = ['staff', 'admin', 'warden', 'mess_manager', 'guard', 'technician'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];
