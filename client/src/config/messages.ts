// Every message the app raises, by name: the words live in the catalogues (src/locales/<language>/messages.json),
// where the product's fixed English wording stays verbatim; this module reads them in the language being read now, at
// the moment a message is shown. Components rendering text use useTranslation's t, which re-renders on a switch.
import type catalogue from '../locales/en/messages.json';
import { t } from '../lib/i18n';

/** The messages that take values: each fills its text's placeholders (and picks a plural) from its arguments. */
const withValues = {
  uploadFailedWithReason: (reason: string) => t('messages:uploadFailedWithReason', { reason }),
  paymentFailed: (reason: string) => t('messages:paymentFailed', { reason }),
  attachAgain: (file: string) => t('messages:attachAgain', { file }),
  roommateInvited: (email: string, until: string) => t('messages:roommateInvited', { email, until }),
  roommatePending: (email: string, bed: string) => t('messages:roommatePending', { email, bed }),
  roommateAccepted: (email: string, bed: string) => t('messages:roommateAccepted', { email, bed }),
  roommateOtherBedFree: (bed: string) => t('messages:roommateOtherBedFree', { bed }),
  roommateOtherBedTaken: (bed: string) => t('messages:roommateOtherBedTaken', { bed }),
  complaintIdIs: (id: number) => t('messages:complaintIdIs', { id }),
  noteProblem: (problem: string) => t('messages:noteProblem', { problem }),
  complaintAssigned: (email: string | null) =>
    email ? t('messages:complaintAssigned', { email }) : t('messages:complaintUnassigned'),
  replyProblem: (problem: string) => t('messages:replyProblem', { problem }),
  answerBy: (time: string) => t('messages:answerBy', { time }),
  passwordTooShort: (min: number) => t('messages:passwordTooShort', { min }),
  passwordTooLong: (max: number) => t('messages:passwordTooLong', { max }),
  bedsFree: (free: number, total: number) => t('messages:bedsFree', { free, total }),
  hostelNotFound: (hostel: string) => t('messages:hostelNotFound', { hostel }),
  backToRooms: (hostel: string) => t('messages:backToRooms', { hostel }),
  paymentClosed: (reason: string) => t('messages:paymentClosed', { reason }),
  placeClaimed: (windows: number) => t('messages:placeClaimed', { count: windows }),
  selectionWindowOpens: (hostel: string, at: string) => t('messages:selectionWindowOpens', { hostel, at }),
  selectionWindowOpenUntil: (until: string) => t('messages:selectionWindowOpenUntil', { until }),
  selectionWindowOpened: (hostel: string) => t('messages:selectionWindowOpened', { hostel }),
  holdOutsideWindow: (hostel: string, at: string) => t('messages:holdOutsideWindow', { hostel, at }),
  selectionOpenedStartAgain: (hostel: string) => t('messages:selectionOpenedStartAgain', { hostel }),
  placeInLine: (place: string, ahead: number) =>
    ahead === 0 ? t('messages:placeInLineNobodyAhead', { place }) : t('messages:placeInLine', { place, count: ahead }),
  lineWait: (wait: string) => t('messages:lineWait', { wait }),
  admissionUntil: (until: string) => t('messages:admissionUntil', { until }),
  giveUpTurnFailed: (reason: string) => t('messages:giveUpTurnFailed', { reason }),
  hostelSelectionComing: (hostel: string, opens: string, closes: string) =>
    t('messages:hostelSelectionComing', { hostel, opens, closes }),
  hostelSelectionOpen: (hostel: string, closes: string) => t('messages:hostelSelectionOpen', { hostel, closes }),
  lineCheckFailed: (reason: string, seconds: number) => t('messages:lineCheckFailed', { reason, seconds }),
  notificationsBell: (unread: number) =>
    unread > 0 ? t('messages:notificationsBellUnread', { unread }) : t('messages:notificationsBell'),
  /** The room type each line is for, by occupancy. */
  get roomTypeNames(): Readonly<Record<1 | 2, string>> {
    return { 1: t('messages:roomTypeSingle'), 2: t('messages:roomTypeDouble') };
  },
  waitlistFull: (type: string, hostel: string) => t('messages:waitlistFull', { type: type.toLowerCase(), hostel }),
  waitlistJoin: (type: string, hostel: string) => t('messages:waitlistJoin', { type, hostel }),
  waitlistSignIn: (type: string, hostel: string) => t('messages:waitlistSignIn', { type, hostel }),
  waitlistPlace: (position: number, total: number, type: string) =>
    t('messages:waitlistPlace', { position, total, type }),
  waitlistPlaceIn: (position: number, total: number, type: string, hostel: string) =>
    t('messages:waitlistPlaceIn', { position, total, type, hostel }),
  waitlistJoined: (type: string, hostel: string) => t('messages:waitlistJoined', { type, hostel }),
  waitlistLeaveWarning: (type: string, hostel: string) => t('messages:waitlistLeaveWarning', { type, hostel }),
  waitlistLeft: (type: string, hostel: string) => t('messages:waitlistLeft', { type, hostel }),
  waitlistOffer: (hostel: string, wing: string, room: number, bed: string, until: string) =>
    t('messages:waitlistOffer', { hostel, wing, room, bed, until }),
  selectionWindowCreated: (name: string) => t('messages:selectionWindowCreated', { name }),
  selectionWindowSaved: (name: string) => t('messages:selectionWindowSaved', { name }),
  selectionWindowDeleted: (name: string) => t('messages:selectionWindowDeleted', { name }),
} as const;

/** A text that takes no values: every other key of the catalogue (the API's error words are read by lib/errors). */
type PlainKey = Exclude<keyof typeof catalogue, keyof typeof withValues | 'apiErrors'>;

/** `messages.fillAllFields` reads the catalogue's text at the moment it is asked for, in the language being read. */
export const messages = new Proxy(withValues, {
  get: (target, key) =>
    typeof key !== 'string' || key in target
      ? (Reflect.get(target, key) as unknown)
      : t(`messages:${key}` as `messages:${PlainKey}`),
}) as typeof withValues & Readonly<Record<PlainKey, string>>;
