// Leave and the out-pass. A student asks for leave under their hostel's rules, sees their leave with the pass of an
// approved one (a signed token, good from the leave's start to its end), and cancels before it starts; proposes a
// guardian, who counts once the office confirms. The guardian answers by the one-time link mailed to them and the code
// in that mail (public, rate-limited). The warden of the student's hostel (or the whole office) lists, approves or
// rejects with a note, edits the hostel's rules and confirms guardians; other places get an empty list or 403.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { clockTime, emailAddress, hostelName, isoTime, positiveId, text, wholeNumber as whole } from './fields';
import { get, post } from './route';
import { anyPhone as phone, GUARDIAN_RELATIONS } from './student-record';

/** A leave's steps (public.leave_requests.status). */
export const LEAVE_STATUSES = CheckedValues.leave_requests.status;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** The guardian's answer (public.leave_requests.guardian_decision). */
export const GUARDIAN_DECISIONS = CheckedValues.leave_requests.guardian_decision;
export type GuardianDecision = (typeof GUARDIAN_DECISIONS)[number];
export const GUARDIAN_CHANGE_STATUSES = CheckedValues.guardian_changes.status;

/** The limits public.leave_requests and public.leave_rules check. */
export const LEAVE_LIMITS = {
  destinationMax: 120,
  reasonMax: 500,
  noteMax: 500,
  /** No leave is longer, whatever a hostel's rules say. */
  daysMax: 180,
  noticeHoursMax: 720,
  lateNoticeMinutesMax: 1440,
} as const;

/** The guardian's consent code: six digits, in the mail beside the link. */
export const CONSENT_CODE_LENGTH = 6;
/** The pass token's purpose claim: the gate refuses a token signed for anything else. */
export const LEAVE_PASS_PURPOSE = 'leave_pass';

const note = z.optional(
  z.nullable(
    z.string().check(z.trim(), z.maxLength(LEAVE_LIMITS.noteMax, `must be at most ${LEAVE_LIMITS.noteMax} characters`)),
  ),
);

export const applyLeaveBody = z
  .object({
    from: isoTime,
    to: isoTime,
    destination: text(LEAVE_LIMITS.destinationMax),
    reason: text(LEAVE_LIMITS.reasonMax),
    /** Where the student can be reached while away. */
    phone,
  })
  .check(
    z.refine((body) => Date.parse(body.to) > Date.parse(body.from), { message: 'must be after from', path: ['to'] }),
    z.refine((body) => Date.parse(body.to) - Date.parse(body.from) <= LEAVE_LIMITS.daysMax * 86_400_000, {
      message: `must be within ${LEAVE_LIMITS.daysMax} days of from`,
      path: ['to'],
    }),
  );
export type ApplyLeaveBody = z.input<typeof applyLeaveBody>;

/** A new, earlier end for a leave not yet over. */
export const shortenLeaveBody = z.object({ to: isoTime });
export type ShortenLeaveBody = z.input<typeof shortenLeaveBody>;

export const leaveItem = z.object({
  id: z.number(),
  hostel_name: z.string(),
  /** When the leave starts and ends (ISO). */
  from: z.string(),
  to: z.string(),
  destination: z.string(),
  reason: z.string(),
  phone: z.string(),
  status: z.enum(LEAVE_STATUSES),
  guardian_required: z.boolean(),
  guardian_decision: z.nullable(z.enum(GUARDIAN_DECISIONS)),
  /** The warden's note with their decision. */
  note: z.nullable(z.string()),
  /** An approved leave not yet over: the signed token its QR encodes, good from `from` to `to`; null otherwise. */
  pass_token: z.nullable(z.string()),
  /** Who the pass is for, as the gate checks them against it: the room (wing and number, "A-101") is today's. */
  student: z.object({
    name: z.string(),
    roll_number: z.nullable(z.string()),
    room: z.nullable(z.string()),
  }),
});
export type LeaveItem = z.output<typeof leaveItem>;
export const myLeaveAnswer = z.array(leaveItem);
export type MyLeaveAnswer = z.output<typeof myLeaveAnswer>;

export const leaveRules = z.object({
  hostel_name: z.string(),
  notice_hours: z.number(),
  max_days: z.number(),
  guardian_consent: z.boolean(),
  /** The hostel's curfew, IST, as HH:MM. */
  curfew: z.string(),
  late_notice_minutes: z.number(),
});
export type LeaveRules = z.output<typeof leaveRules>;
export const myLeaveRulesAnswer = z.object({ rules: z.nullable(leaveRules) });
export type MyLeaveRulesAnswer = z.output<typeof myLeaveRulesAnswer>;
export const officeLeaveRulesAnswer = z.object({ rules: z.array(leaveRules) });
export type OfficeLeaveRulesAnswer = z.output<typeof officeLeaveRulesAnswer>;

export const saveLeaveRulesBody = z.object({
  hostel_name: hostelName,
  notice_hours: whole(0, LEAVE_LIMITS.noticeHoursMax),
  max_days: whole(1, LEAVE_LIMITS.daysMax),
  guardian_consent: z.boolean({ error: 'must be true or false' }),
  curfew: clockTime,
  late_notice_minutes: whole(0, LEAVE_LIMITS.lateNoticeMinutesMax),
});
export type SaveLeaveRulesBody = z.input<typeof saveLeaveRulesBody>;

const guardianFields = {
  guardian_name: text(100, 2),
  guardian_relation: z.enum(GUARDIAN_RELATIONS, { error: `must be one of ${GUARDIAN_RELATIONS.join(', ')}` }),
  guardian_email: emailAddress,
  guardian_phone: phone,
};
export const proposeGuardianBody = z.object(guardianFields);
export type ProposeGuardianBody = z.input<typeof proposeGuardianBody>;
const guardian = z.object({
  guardian_name: z.string(),
  guardian_relation: z.string(),
  guardian_email: z.string(),
  guardian_phone: z.string(),
});
export type Guardian = z.output<typeof guardian>;
export const myGuardianAnswer = z.object({
  /** The guardian on the student record (null before the record is filled in). */
  guardian: z.nullable(guardian),
  /** The change waiting for the office, if any. */
  proposed: z.nullable(z.extend(guardian, { id: z.number(), created_at: z.string() })),
});
export type MyGuardianAnswer = z.output<typeof myGuardianAnswer>;

export const guardianChange = z.extend(guardian, {
  id: z.number(),
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string(),
  hostel_name: z.nullable(z.string()),
  current: guardian,
  created_at: z.string(),
});
export type GuardianChange = z.output<typeof guardianChange>;
export const guardianChangesAnswer = z.object({ changes: z.array(guardianChange) });
export type GuardianChangesAnswer = z.output<typeof guardianChangesAnswer>;
export const decideGuardianBody = z.object({
  decision: z.enum(['confirmed', 'refused'], { error: 'must be confirmed or refused' }),
  note,
});
export type DecideGuardianBody = z.input<typeof decideGuardianBody>;
export const decideGuardianAnswer = z.object({ id: z.number(), status: z.enum(GUARDIAN_CHANGE_STATUSES) });

/** The link's token: 64 hex characters. */
const consentToken = z
  .string({ error: 'must be the link’s token' })
  .check(z.regex(/^[0-9a-f]{64}$/, 'must be the link’s token'));
export const consentViewBody = z.object({ token: consentToken });
export type ConsentViewBody = z.input<typeof consentViewBody>;
export const consentViewAnswer = z.object({
  student_name: z.nullable(z.string()),
  hostel_name: z.string(),
  from: z.string(),
  to: z.string(),
  destination: z.string(),
  reason: z.string(),
  /** The link works until then. */
  expires_at: z.string(),
});
export type ConsentViewAnswer = z.output<typeof consentViewAnswer>;
export const consentBody = z.object({
  token: consentToken,
  code: z
    .string({ error: 'must be the 6-digit code from the email' })
    .check(z.trim(), z.regex(/^\d{6}$/, 'must be the 6-digit code from the email')),
  decision: z.enum(GUARDIAN_DECISIONS, { error: 'must be consented or refused' }),
});
export type ConsentBody = z.input<typeof consentBody>;
export const consentAnswer = z.object({ decision: z.enum(GUARDIAN_DECISIONS) });
export type ConsentAnswer = z.output<typeof consentAnswer>;

export const officeLeave = z.object({
  id: z.number(),
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.nullable(z.string()),
  hostel_name: z.string(),
  from: z.string(),
  to: z.string(),
  destination: z.string(),
  reason: z.string(),
  phone: z.string(),
  status: z.enum(LEAVE_STATUSES),
  guardian_required: z.boolean(),
  guardian_decision: z.nullable(z.enum(GUARDIAN_DECISIONS)),
  note: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type OfficeLeave = z.output<typeof officeLeave>;
export const officeLeaveAnswer = z.object({ leaves: z.array(officeLeave), total: z.number() });
export type OfficeLeaveAnswer = z.output<typeof officeLeaveAnswer>;

export const decideLeaveBody = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'must be approved or rejected' }),
  note,
});
export type DecideLeaveBody = z.input<typeof decideLeaveBody>;
export const decideLeaveAnswer = z.object({
  id: z.number(),
  status: z.enum(LEAVE_STATUSES),
  /** The mess days an approval rebated (whole days away, in runs as long as the mess's minimum). */
  rebate_days: z.number(),
});
export type DecideLeaveAnswer = z.output<typeof decideLeaveAnswer>;

const leaveParams = { id: positiveId };

export const leaveApi = {
  /**
   * POST /leave (a student holding a bed): asks for leave under their hostel's rules; the guardian is mailed when the
   * rules ask for consent. 403 `no_bed`; 409 `no_guardian` (no student record) | `too_late` | `too_long` | `overlaps` |
   * `too_many` (five a day). A retry of an open request answers it again.
   */
  apply: post('/leave', { access: 'student', body: applyLeaveBody, answer: leaveItem, status: 201 }),
  /** GET /leave/mine (a student): their leave, newest first, each approved one not yet over with its pass token. */
  mine: get('/leave/mine', { access: 'student', answer: myLeaveAnswer }),
  /** POST /leave/:id/cancel (its student): before it starts. 404; 409 `started` | `closed` (rejected). */
  cancel: post('/leave/:id/cancel', { access: 'student', params: leaveParams, answer: leaveItem }),
  /**
   * POST /leave/:id/shorten {to} (its student): moves the end earlier, to a moment after both the start and now; an
   * approved leave's mess rebate shrinks with it and its pass is signed anew. 400 `invalid_request`; 404; 409 `ended` |
   * `closed` (rejected or cancelled).
   */
  shorten: post('/leave/:id/shorten', {
    access: 'student',
    params: leaveParams,
    body: shortenLeaveBody,
    answer: leaveItem,
  }),
  /** GET /leave/rules (a student): their hostel's rules, null without a bed. */
  rules: get('/leave/rules', { access: 'student', answer: myLeaveRulesAnswer }),
  /** GET /leave/guardian (a student): the guardian on their record and the change awaiting the office. */
  guardian: get('/leave/guardian', { access: 'student', answer: myGuardianAnswer }),
  /**
   * POST /leave/guardian (a student): proposes a guardian (replacing an earlier proposal); it counts once the office
   * confirms. 409 `no_record` (the student record comes first). The record's guardian again withdraws the proposal.
   */
  proposeGuardian: post('/leave/guardian', {
    access: 'student',
    body: proposeGuardianBody,
    answer: myGuardianAnswer,
    status: 201,
  }),
  /**
   * POST /leave/consent/view {token} (anyone with the guardian's link; rate-limited): what they are asked to consent to;
   * spends nothing. The token travels in bodies only, never in a URL a log keeps. 404 `not_found`; 410 `link_used` |
   * `link_expired` | `link_locked` | `closed` (cancelled or decided meanwhile).
   */
  consentView: post('/leave/consent/view', { access: 'public', body: consentViewBody, answer: consentViewAnswer }),
  /**
   * POST /leave/consent (the guardian; rate-limited): consents or refuses with the link's token and the mail's code,
   * once. 400 `wrong_code` (five lock the link); 404 and 410 as the view.
   */
  consent: post('/leave/consent', { access: 'public', body: consentBody, answer: consentAnswer }),
  /** GET /admin/leave (a warden, or the whole office): the leave of the hostels the caller serves, open first, 200 at most. */
  office: get('/admin/leave', { access: 'places', answer: officeLeaveAnswer }),
  /**
   * POST /admin/leave/:id/decide (the warden of its hostel, or the whole office): once, with a note; audited, the student
   * told, and an approval rebates the mess days. 403 `forbidden`; 404; 409 `already_decided` | `awaiting_guardian` |
   * `ended` | `closed`.
   */
  decide: post('/admin/leave/:id/decide', {
    access: 'places',
    params: leaveParams,
    body: decideLeaveBody,
    answer: decideLeaveAnswer,
  }),
  /** GET /admin/leave/rules: the rules of the hostels the caller serves. */
  officeRules: get('/admin/leave/rules', { access: 'places', answer: officeLeaveRulesAnswer }),
  /** POST /admin/leave/rules (the hostel's warden, or the whole office): a hostel's rules, audited. 403; 404 `unknown_hostel`. */
  saveRules: post('/admin/leave/rules', { access: 'places', body: saveLeaveRulesBody, answer: leaveRules }),
  /** GET /admin/leave/guardians: the guardian changes awaiting the caller (their residents'; the office: all). */
  guardianChanges: get('/admin/leave/guardians', { access: 'places', answer: guardianChangesAnswer }),
  /** POST /admin/leave/guardians/:id/decide: confirms a change into the student record, or refuses it; audited. 403; 404; 409 `already_decided`. */
  decideGuardian: post('/admin/leave/guardians/:id/decide', {
    access: 'places',
    params: leaveParams,
    body: decideGuardianBody,
    answer: decideGuardianAnswer,
  }),
};
