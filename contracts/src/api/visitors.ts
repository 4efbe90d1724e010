// Visitors. A student holding a bed (the host) registers a visitor for a window of one day, inside their hostel's
// visiting hours and rules; the visitor is mailed a pass (a QR and the rules) the gate scans through POST /gate/scan
// (kind 'visitor'), or finds by phone. A guard registers a walk-in against a resident host, who confirms in the app.
// The host is told when their visitor comes in. The office (the hostel's warden, or the whole office) keeps each
// hostel's rules and blackout periods, reads the day's visitor log with overstays flagged, and bans a visitor by phone
// number: a ban voids the visitor's passes and stops new ones at once, in every hostel. A host's passes are void when
// the host checks out of the hostel or goes on leave.
import * as z from 'zod/mini';
import {
  clockTime as clock,
  emailAddress,
  hostelName,
  isoTime,
  positiveId,
  text,
  wholeNumber as whole,
} from './fields';
import { get, post } from './route';
import { anyPhone } from './student-record';

/** Who the visitor is to the host. */
export const VISITOR_RELATIONS = ['parent', 'sibling', 'relative', 'friend', 'other'] as const;
export type VisitorRelation = (typeof VISITOR_RELATIONS)[number];
/** Asked because a hostel's rules may keep visitors of the other gender to the visitors' lounge, or out. */
export const VISITOR_GENDERS = ['female', 'male', 'other'] as const;
export type VisitorGender = (typeof VISITOR_GENDERS)[number];
/**
 * A pass's state as stored (public.visitor_passes.status): a walk-in waiting for its host (`awaiting_host`), good to use
 * (`active`), refused by the host (`declined`), withdrawn by the host before entry (`cancelled`), or void (`void`, with
 * VOID_REASONS). Inside or gone is read from `entered_at` and `exited_at`.
 */
export const VISITOR_PASS_STATUSES = ['awaiting_host', 'active', 'declined', 'cancelled', 'void'] as const;
export type VisitorPassStatus = (typeof VISITOR_PASS_STATUSES)[number];
export const VOID_REASONS = ['host_checked_out', 'host_on_leave', 'banned'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/** The limits public.visitor_passes and public.visitor_rules check. */
export const VISITOR_LIMITS = {
  nameMax: 100,
  purposeMax: 200,
  areasMax: 300,
  reasonMax: 300,
  /** No hostel lets a host have more visitors expected or inside at once. */
  atOnceMax: 10,
  /** No pass is made further ahead, whatever a hostel's rules say. */
  daysAheadMax: 60,
} as const;

/** The visitor pass token's purpose claim: the gate refuses a token signed for anything else. */
export const VISITOR_PASS_PURPOSE = 'visitor_pass';

const visitorFields = {
  visitor_name: text(VISITOR_LIMITS.nameMax, 2),
  phone: anyPhone,
  relation: z.enum(VISITOR_RELATIONS, { error: `must be one of ${VISITOR_RELATIONS.join(', ')}` }),
  gender: z.enum(VISITOR_GENDERS, { error: `must be one of ${VISITOR_GENDERS.join(', ')}` }),
  purpose: text(VISITOR_LIMITS.purposeMax),
};

/** A visit's window: one day, within the hostel's visiting hours (the server checks the hours, in IST). */
export const registerVisitorBody = z
  .object({ ...visitorFields, email: emailAddress, from: isoTime, to: isoTime })
  .check(
    z.refine((body) => Date.parse(body.to) > Date.parse(body.from), { message: 'must be after from', path: ['to'] }),
    z.refine((body) => Date.parse(body.to) - Date.parse(body.from) <= 86_400_000, {
      message: 'must be within a day of from',
      path: ['to'],
    }),
  );
export type RegisterVisitorBody = z.input<typeof registerVisitorBody>;

/** A walk-in at the gate: the host is found by roll number in that hostel; the pass lasts from now until `to`. */
export const walkInBody = z.object({
  ...visitorFields,
  hostel_name: hostelName,
  host_roll_number: text(20),
  email: z.optional(z.nullable(emailAddress)),
  to: isoTime,
});
export type WalkInBody = z.input<typeof walkInBody>;

export const visitorPass = z.object({
  id: z.number(),
  hostel_name: z.string(),
  visitor_name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  relation: z.enum(VISITOR_RELATIONS),
  gender: z.enum(VISITOR_GENDERS),
  purpose: z.string(),
  /** The window (ISO). */
  from: z.string(),
  to: z.string(),
  status: z.enum(VISITOR_PASS_STATUSES),
  void_reason: z.nullable(z.enum(VOID_REASONS)),
  /** Registered by a guard at the gate. */
  walk_in: z.boolean(),
  entered_at: z.nullable(z.string()),
  exited_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type VisitorPass = z.output<typeof visitorPass>;
export const myVisitorsAnswer = z.object({ passes: z.array(visitorPass) });
export type MyVisitorsAnswer = z.output<typeof myVisitorsAnswer>;

export const visitorBlackout = z.object({
  id: z.number(),
  hostel_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
});
export type VisitorBlackout = z.output<typeof visitorBlackout>;

export const visitorRules = z.object({
  hostel_name: z.string(),
  /** Visiting hours, IST, as HH:MM. */
  visit_from: z.string(),
  visit_to: z.string(),
  /** How many of a host's visitors may be expected or inside at once. */
  max_at_once: z.number(),
  /** How many days ahead a pass may be made. */
  days_ahead: z.number(),
  /** Where visitors may go, in the office's words. */
  areas: z.string(),
  /** Whether visitors of the other gender may visit (a boys' or girls' hostel; ignored for the others). */
  other_gender: z.boolean(),
  /** Blackout periods not yet over, soonest first. */
  blackouts: z.array(visitorBlackout),
});
export type VisitorRules = z.output<typeof visitorRules>;
export const myVisitorRulesAnswer = z.object({ rules: z.nullable(visitorRules) });
export type MyVisitorRulesAnswer = z.output<typeof myVisitorRulesAnswer>;
export const officeVisitorRulesAnswer = z.object({ rules: z.array(visitorRules) });
export type OfficeVisitorRulesAnswer = z.output<typeof officeVisitorRulesAnswer>;

export const saveVisitorRulesBody = z
  .object({
    hostel_name: hostelName,
    visit_from: clock,
    visit_to: clock,
    max_at_once: whole(1, VISITOR_LIMITS.atOnceMax),
    days_ahead: whole(0, VISITOR_LIMITS.daysAheadMax),
    areas: text(VISITOR_LIMITS.areasMax),
    other_gender: z.boolean({ error: 'must be true or false' }),
  })
  .check(
    z.refine((body) => body.visit_to > body.visit_from, { message: 'must be after visit_from', path: ['visit_to'] }),
  );
export type SaveVisitorRulesBody = z.input<typeof saveVisitorRulesBody>;

export const addBlackoutBody = z
  .object({ hostel_name: hostelName, starts_at: isoTime, ends_at: isoTime, reason: text(VISITOR_LIMITS.reasonMax) })
  .check(
    z.refine((body) => Date.parse(body.ends_at) > Date.parse(body.starts_at), {
      message: 'must be after starts_at',
      path: ['ends_at'],
    }),
  );
export type AddBlackoutBody = z.input<typeof addBlackoutBody>;

export const visitorBan = z.object({
  id: z.number(),
  phone: z.string(),
  visitor_name: z.string(),
  reason: z.string(),
  created_at: z.string(),
  created_by_name: z.nullable(z.string()),
});
export type VisitorBan = z.output<typeof visitorBan>;
export const visitorBansAnswer = z.object({ bans: z.array(visitorBan) });
export type VisitorBansAnswer = z.output<typeof visitorBansAnswer>;
export const addBanBody = z.object({
  phone: anyPhone,
  visitor_name: text(VISITOR_LIMITS.nameMax, 2),
  reason: text(VISITOR_LIMITS.reasonMax),
});
export type AddBanBody = z.input<typeof addBanBody>;
export const addBanAnswer = z.object({
  ban: visitorBan,
  /** The passes the ban made void. */
  voided: z.number(),
});
export type AddBanAnswer = z.output<typeof addBanAnswer>;

/** The host as the gate and the office see them: no more than the guard needs to send the visitor the right way. */
const host = z.object({ name: z.string(), roll_number: z.nullable(z.string()), room: z.nullable(z.string()) });

/** A pass as the guard sees it: the visitor, the host's name and room, the window and the state. */
export const gateVisitor = z.object({
  id: z.number(),
  hostel_name: z.string(),
  visitor_name: z.string(),
  phone: z.string(),
  host,
  from: z.string(),
  to: z.string(),
  status: z.enum(VISITOR_PASS_STATUSES),
  walk_in: z.boolean(),
  entered_at: z.nullable(z.string()),
  exited_at: z.nullable(z.string()),
});
export type GateVisitor = z.output<typeof gateVisitor>;
export const gateVisitorsAnswer = z.object({ passes: z.array(gateVisitor) });
export type GateVisitorsAnswer = z.output<typeof gateVisitorsAnswer>;

export const officeVisitor = z.extend(gateVisitor, {
  relation: z.enum(VISITOR_RELATIONS),
  gender: z.enum(VISITOR_GENDERS),
  purpose: z.string(),
  void_reason: z.nullable(z.enum(VOID_REASONS)),
  /** Still inside after the window's end, or left after it. */
  overstay: z.boolean(),
});
export type OfficeVisitor = z.output<typeof officeVisitor>;
export const visitorLogAnswer = z.object({ passes: z.array(officeVisitor) });
export type VisitorLogAnswer = z.output<typeof visitorLogAnswer>;

export const confirmWalkInBody = z.object({
  decision: z.enum(['confirmed', 'declined'], { error: 'must be confirmed or declined' }),
});
export type ConfirmWalkInBody = z.input<typeof confirmWalkInBody>;

const idParams = { id: positiveId };
const logParams = {
  hostel: hostelName,
  /** A day no calendar has (e.g. 30 February) is refused, as the database could not read it. */
  day: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
};

export const visitorsApi = {
  /**
   * POST /visitors (a student holding a bed): registers a visitor under the host's hostel's rules and mails them the
   * pass. 403 `no_bed`; 409 `outside_hours` | `blackout` | `too_many` | `too_far_ahead` | `in_the_past` |
   * `other_gender` | `banned` | `host_on_leave`. A retry of the same visitor and window answers the same pass.
   */
  register: post('/visitors', { access: 'student', body: registerVisitorBody, answer: visitorPass, status: 201 }),
  /** GET /visitors/mine (a host): their visitors, newest window first. */
  mine: get('/visitors/mine', { access: 'student', answer: myVisitorsAnswer }),
  /** GET /visitors/rules (a student): their hostel's visitor rules, null without a bed. */
  rules: get('/visitors/rules', { access: 'student', answer: myVisitorRulesAnswer }),
  /** POST /visitors/:id/cancel (its host): before the visitor comes in. 404; 409 `entered` | `closed`. */
  cancel: post('/visitors/:id/cancel', { access: 'student', params: idParams, answer: visitorPass }),
  /** POST /visitors/:id/confirm {decision} (its host): answers a walk-in waiting at the gate. 404; 409 `closed`. */
  confirm: post('/visitors/:id/confirm', {
    access: 'student',
    params: idParams,
    body: confirmWalkInBody,
    answer: visitorPass,
  }),
  /**
   * POST /gate/visitors (a guard of that hostel's gate, or the whole office): registers a walk-in, waiting for the
   * host, who is told. 403 `forbidden`; 404 `no_host` (no resident with that roll number in that hostel); 409 as
   * registering.
   */
  walkIn: post('/gate/visitors', { access: 'places', body: walkInBody, answer: gateVisitor, status: 201 }),
  /** GET /gate/:hostel/visitors (a guard of that gate, or the whole office): today's passes (IST) at that gate. 403. */
  today: get('/gate/:hostel/visitors', {
    access: 'places',
    params: { hostel: hostelName },
    answer: gateVisitorsAnswer,
  }),
  /** GET /admin/visitors/:hostel/:day (the hostel's warden, or the whole office): the day's log (IST). 403. */
  log: get('/admin/visitors/:hostel/:day', { access: 'places', params: logParams, answer: visitorLogAnswer }),
  /** GET /admin/visitors/rules: the visitor rules of the hostels the caller serves. */
  officeRules: get('/admin/visitors/rules', { access: 'places', answer: officeVisitorRulesAnswer }),
  /** POST /admin/visitors/rules (the hostel's warden, or the whole office): a hostel's rules, audited. 403; 404 `unknown_hostel`. */
  saveRules: post('/admin/visitors/rules', { access: 'places', body: saveVisitorRulesBody, answer: visitorRules }),
  /** POST /admin/visitors/blackouts (the hostel's warden, or the whole office): a blackout period, audited. 403; 404. */
  addBlackout: post('/admin/visitors/blackouts', {
    access: 'places',
    body: addBlackoutBody,
    answer: visitorBlackout,
    status: 201,
  }),
  /** POST /admin/visitors/blackouts/:id/remove: audited. 403; 404. */
  removeBlackout: post('/admin/visitors/blackouts/:id/remove', {
    access: 'places',
    params: idParams,
    answer: visitorBlackout,
  }),
  /** GET /admin/visitors/bans (a warden, or the whole office): the bans in force, newest first. */
  bans: get('/admin/visitors/bans', { access: 'places', answer: visitorBansAnswer }),
  /**
   * POST /admin/visitors/bans (a warden, or the whole office): bans a phone number in every hostel; its passes are void
   * at once and their hosts told. Audited. 409 `already_banned`.
   */
  addBan: post('/admin/visitors/bans', { access: 'places', body: addBanBody, answer: addBanAnswer, status: 201 }),
  /** POST /admin/visitors/bans/:id/lift (a warden, or the whole office): audited. 404. */
  liftBan: post('/admin/visitors/bans/:id/lift', { access: 'places', params: idParams, answer: visitorBan }),
};
