// Every route path of the SPA in one place, with builders for links that take parameters.

export type UserType = 'student' | 'admin';
export const USER_TYPES: readonly UserType[] = ['student', 'admin'];

export const STATUS_SECTIONS = [
  'application-status',
  'complaint-status',
  'room-availability',
  'application-history',
  'notices',
  'submit-application',
] as const;
export type StatusSection = (typeof STATUS_SECTIONS)[number];

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  hostels: {
    path: '/Hostels',
    /** `anchor` is the hostel's own (public.hostels.anchor: #kanhar … #Shivnath, as the spec spells them). */
    getHref: (anchor?: string) => (anchor ? `/Hostels#${anchor}` : '/Hostels'),
  },
  status: {
    path: '/status',
    getHref: (section?: StatusSection) => (section ? `/status?section=${section}` : '/status'),
  },
  hostelRooms: {
    path: '/status/:hosteltype',
    getHref: (hostel: string) => `/status/${encodeURIComponent(hostel)}`,
  },
  bookNow: {
    path: '/status/:hosteltype/booknow/:room_id',
    getHref: (hostel: string, roomId: number | string) =>
      `/status/${encodeURIComponent(hostel)}/booknow/${encodeURIComponent(String(roomId))}`,
  },
  payment: {
    path: '/payment/:hosteltype/:room_id',
    getHref: (hostel: string, roomId: number | string) =>
      `/payment/${encodeURIComponent(hostel)}/${encodeURIComponent(String(roomId))}`,
  },
  success: { path: '/success', getHref: () => '/success' },
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
  forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  /** Where the e-mailed recovery link lands (it must be allowed by supabase/config.toml's redirect URLs). */
  resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  complaint: { path: '/complaint', getHref: () => '/complaint' },
  profile: { path: '/profile', getHref: () => '/profile' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminApplications: {
    path: '/admin/applications',
    getHref: () => '/admin/applications',
  },
  adminComplaints: {
    path: '/admin/complaints',
    getHref: () => '/admin/complaints',
  },
  adminRooms: { path: '/admin/rooms', getHref: () => '/admin/rooms' },
  adminBookings: { path: '/admin/bookings', getHref: () => '/admin/bookings' },
  adminNotices: { path: '/admin/notices', getHref: () => '/admin/notices' },
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  /** Admins only: staff who open it are sent back to /admin. */
  adminPeople: { path: '/admin/people', getHref: () => '/admin/people' },
  adminHostels: { path: '/admin/hostels', getHref: () => '/admin/hostels' },
  // Short addresses the spec links to; each redirects to a sign-in page.
  loginShortcut: { path: '/login', getHref: () => '/login' },
  signinShortcut: { path: '/signin', getHref: () => '/signin' },
  adminShortcut: { path: '/auth/admin', getHref: () => '/auth/admin' },
} as const;

export function isUserType(value: string | undefined): value is UserType {
  return value === 'student' || value === 'admin';
}
