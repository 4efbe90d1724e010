// Every route path of the SPA in one place, with builders for links that take parameters; the office's pages beyond
// its dashboard are in office-paths.ts, and the everyday pages below their tops in daily-paths.ts, so the landing page
// does not download their addresses.

export type UserType = 'student' | 'admin';

/** The parts of the status page a link may open (their list is route-values.ts's). */
export type StatusSection =
  | 'application-status'
  | 'complaint-status'
  | 'room-availability'
  | 'application-history'
  | 'notices'
  | 'submit-application';

/** A path without parameters: its link is the path itself. */
export function fixed<P extends string>(path: P): { path: P; getHref: () => P } {
  return { path, getHref: () => path };
}

function withSearch(path: string, search: string | undefined): string {
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  hostels: {
    path: '/Hostels',
    /** `anchor` is the hostel's own (public.hostels.anchor: #kanhar … #Shivnath, as the links spell them). */
    getHref: (anchor?: string) => (anchor ? `/Hostels#${anchor}` : '/Hostels'),
  },
  status: {
    path: '/status',
    getHref: (section?: StatusSection) => (section ? `/status?section=${section}` : '/status'),
  },
  /** `search`: a guest house's stay (lib/guest-stays.ts staySearch), which the map, wizard and payment carry along. */
  hostelRooms: {
    path: '/status/:hosteltype',
    getHref: (hostel: string, search?: string) => withSearch(`/status/${encodeURIComponent(hostel)}`, search),
  },
  bookNow: {
    path: '/status/:hosteltype/booknow/:room_id',
    getHref: (hostel: string, roomId: number | string, search?: string) =>
      withSearch(`/status/${encodeURIComponent(hostel)}/booknow/${encodeURIComponent(String(roomId))}`, search),
  },
  payment: {
    path: '/payment/:hosteltype/:room_id',
    getHref: (hostel: string, roomId: number | string, search?: string) =>
      withSearch(`/payment/${encodeURIComponent(hostel)}/${encodeURIComponent(String(roomId))}`, search),
  },
  success: fixed('/success'),
  receipt: {
    path: '/receipt/:reference',
    getHref: (reference: string) => `/receipt/${encodeURIComponent(reference)}`,
  },
  login: {
    path: '/auth/login/:userType',
    /** `next`: the path to come back to once signed in. */
    getHref: (userType: UserType = 'student', next?: string) =>
      `/auth/login/${userType}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  },
  createAccount: {
    path: '/auth/create_account/:userType',
    getHref: (userType: UserType = 'student', next?: string) =>
      `/auth/create_account/${userType}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  },
  forgotPassword: fixed('/auth/forgot-password'),
  /** Where the e-mailed recovery link lands (it must be allowed by supabase/config.toml's redirect URLs). */
  resetPassword: fixed('/auth/reset-password'),
  complaint: fixed('/complaint'),
  profile: fixed('/profile'),
  notifications: fixed('/notifications'),
  /** The gate: guards record exits and returns at the gates they keep, the whole office at any. */
  gate: fixed('/gate'),
  /** The student's mess: menus, ratings of today's meals, rebates (?section=rebates). */
  mess: {
    path: '/mess',
    getHref: (section?: 'rebates') => (section ? `/mess?section=${section}` : '/mess'),
  },
  /** The student's mess bill of a month (YYYY-MM; this month by default), and its card payment. */
  messBill: {
    path: '/mess/bill',
    getHref: (month?: string) => (month ? `/mess/bill?month=${encodeURIComponent(month)}` : '/mess/bill'),
  },
  /** The student's leave: the hostel's rules, asking, their leave with its status, the out-pass, their guardian. */
  leave: fixed('/leave'),
  /** The student host's visitors: the hostel's rules, registering a visitor, who is expected, inside or waiting. */
  visitors: fixed('/visitors'),
  /** A technician's jobs: the visit, photos, materials and done, on a phone. */
  jobs: fixed('/jobs'),
  /** The student's stays: inventory, move-in condition report, charges and appeals, no-dues clearance. */
  room: fixed('/room'),
  /** Where the link mailed to a listed address lands: ?token=… claims its place in room selection. */
  selectionClaim: fixed('/selection/claim'),
  /** The office's dashboard; its other pages' addresses are in office-paths.ts, loaded with the office's code. */
  admin: fixed('/admin'),
  // Short addresses the product has always linked to; each redirects to a sign-in page.
  loginShortcut: fixed('/login'),
  signinShortcut: fixed('/signin'),
  adminShortcut: fixed('/auth/admin'),
} as const;
