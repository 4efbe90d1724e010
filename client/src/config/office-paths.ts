// The office's pages beyond its dashboard (/admin is in paths.ts): only the office's code, loaded under /admin, reads
// these, so they stay out of the landing page's download.
import { fixed } from './paths';

export const officePaths = {
  adminApplications: fixed('/admin/applications'),
  adminComplaints: fixed('/admin/complaints'),
  adminRooms: fixed('/admin/rooms'),
  adminBookings: fixed('/admin/bookings'),
  adminNotices: fixed('/admin/notices'),
  adminAudit: fixed('/admin/audit'),
  adminAllotments: fixed('/admin/allotments'),
  /** The leave of a warden's hostels (the whole office: every hostel's), guardian changes and each hostel's rules. */
  adminLeave: fixed('/admin/leave'),
  /** A guest house's day (arrivals, in house, departures) and its long stays awaiting the warden: its warden, or the whole office. */
  adminGuestHouse: fixed('/admin/guest-house'),
  /** A hostel's night roll-call: its warden, or the whole office. */
  adminRollcall: fixed('/admin/rollcall'),
  /** A hostel's visitor log by day, its visitor rules and blackouts, and the bans: its warden, or the whole office. */
  adminVisitors: fixed('/admin/visitors'),
  /** The jobs of a warden's hostels (assign), recurring jobs, and the whole office's monthly contractor statement. */
  adminWorkOrders: fixed('/admin/work-orders'),
  /** A hostel's room inventory, move-in reports, move-out inspections, appeals and no dues: its warden, or the whole office. */
  adminInspections: fixed('/admin/inspections'),
  /** The messes, their price lists and registration periods; the tab bar's first page over the mess's others. */
  adminMess: fixed('/admin/mess'),
  /** A mess's weekly menus and its rebates, for those who run it. */
  adminMessMenus: fixed('/admin/mess/menus'),
  adminMessRebates: fixed('/admin/mess/rebates'),
  /** Each student's dues in a mess for a month, and the office's corrections. */
  adminMessBills: fixed('/admin/mess/bills'),
  /** A caterer's month against the office's thresholds: its statement as CSV and printed. */
  adminMessScorecard: fixed('/admin/mess/scorecard'),
  /** Staff read the windows; only admins create, edit and delete them. */
  adminSelection: fixed('/admin/selection'),
  /** Admins only: staff who open it are sent back to /admin. */
  adminPeople: fixed('/admin/people'),
  adminHostels: fixed('/admin/hostels'),
  /** Admins only: the student record's settings (the roll number's format). */
  adminRecords: fixed('/admin/records'),
} as const;
