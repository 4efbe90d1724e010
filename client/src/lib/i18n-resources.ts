// The shape of every namespace, read from the English catalogues: i18next's types check each key the code asks for
// against them, and the catalogue test checks the Hindi ones have the same keys.
import type common from '../locales/en/common.json';
import type messages from '../locales/en/messages.json';
import type pages from '../locales/en/pages.json';
import type auth from '../locales/en/auth.json';
import type booking from '../locales/en/booking.json';
import type rooms from '../locales/en/rooms.json';
import type eligibility from '../locales/en/eligibility.json';
import type records from '../locales/en/records.json';
import type waitlist from '../locales/en/waitlist.json';
import type roommates from '../locales/en/roommates.json';
import type selection from '../locales/en/selection.json';
import type applications from '../locales/en/applications.json';
import type complaints from '../locales/en/complaints.json';
import type profile from '../locales/en/profile.json';
import type notifications from '../locales/en/notifications.json';
import type receipts from '../locales/en/receipts.json';
import type notices from '../locales/en/notices.json';
import type newsletter from '../locales/en/newsletter.json';
import type admin from '../locales/en/admin.json';
import type allotments from '../locales/en/allotments.json';
import type messBills from '../locales/en/mess-bills.json';
import type messCounter from '../locales/en/mess-counter.json';

export const resources = {} as {
  common: typeof common;
  messages: typeof messages;
  pages: typeof pages;
  auth: typeof auth;
  booking: typeof booking;
  rooms: typeof rooms;
  eligibility: typeof eligibility;
  records: typeof records;
  waitlist: typeof waitlist;
  roommates: typeof roommates;
  selection: typeof selection;
  applications: typeof applications;
  complaints: typeof complaints;
  profile: typeof profile;
  notifications: typeof notifications;
  receipts: typeof receipts;
  notices: typeof notices;
  newsletter: typeof newsletter;
  admin: typeof admin;
  allotments: typeof allotments;
  'mess-bills': typeof messBills;
  'mess-counter': typeof messCounter;
};
