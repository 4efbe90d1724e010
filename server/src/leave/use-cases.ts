// Leave (contracts/src/api/leave.ts): a student's requests, cancels and pass, the guardian's answer by link and code,
// and the office's list, decisions, rules and guardian confirmations. The database decides under its locks; this maps
// its outcomes to answers and signs the passes.
import type * as zm from 'zod/mini';
import type {
  applyLeaveBody,
  ConsentAnswer,
  ConsentViewAnswer,
  decideGuardianBody,
  DecideLeaveAnswer,
  GuardianChangesAnswer,
  LeaveItem,
  LeaveRules,
  MyGuardianAnswer,
  MyLeaveAnswer,
  MyLeaveRulesAnswer,
  OfficeLeaveAnswer,
  OfficeLeaveRulesAnswer,
  proposeGuardianBody,
  saveLeaveRulesBody,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { LeavePasses } from './pass.js';
import type {
  ApplyLeaveOutcome,
  CancelLeaveOutcome,
  ConsentOutcome,
  DecideGuardianOutcome,
  DecideLeaveOutcome,
  LeaveHolder,
  LeaveRow,
  LinkProblem,
  SaveRulesOutcome,
  ShortenLeaveOutcome,
} from './store.js';

export const NO_SUCH_LEAVE = 'There is no such leave of yours';
export const NO_SUCH_OFFICE_LEAVE = 'There is no such leave';
export const NOT_YOUR_HOSTEL = 'You do not serve this student’s hostel';

type ApplyLeave = zm.output<typeof applyLeaveBody>;
type SaveRules = zm.output<typeof saveLeaveRulesBody>;
type ProposeGuardian = zm.output<typeof proposeGuardianBody>;
type DecideGuardian = zm.output<typeof decideGuardianBody>;

/** What the student sees of a leave: its pass while it is approved and not over, and whom the pass names. */
async function leaveItem(passes: LeavePasses, row: LeaveRow, holder: LeaveHolder, now: Date): Promise<LeaveItem> {
  const to = new Date(row.to_at);
  const passToken =
    row.status === 'approved' && to > now
      ? await passes.issue({ userId: row.user_id, leaveId: row.id, from: new Date(row.from_at), to })
      : null;
  return {
    id: row.id,
    hostel_name: row.hostel_name,
    from: row.from_at,
    to: row.to_at,
    destination: row.destination,
    reason: row.reason,
    phone: row.phone,
    status: row.status,
    guardian_required: row.guardian_required,
    guardian_decision: row.guardian_decision,
    note: row.note,
    pass_token: passToken,
    student: holder,
  };
}

/** One of the student's leave as they see it, after a change to it. */
async function myChangedLeave(store: HostelStore, passes: LeavePasses, user: AuthUser, leaveId: number) {
  const [row, holder] = await Promise.all([store.myLeave(user.id, leaveId), store.leaveHolder(user.id)]);
  if (!row) throw new HttpError(404, NO_SUCH_LEAVE, 'not_found');
  return leaveItem(passes, row, holder, new Date());
}

function applyRefusal(
  outcome: Exclude<ApplyLeaveOutcome, 'applied'>,
  rules: { notice_hours: number | null; max_days: number | null },
): HttpError {
  switch (outcome) {
    case 'no_bed':
      return new HttpError(403, 'Only a student holding a bed in a hostel asks for leave', 'no_bed');
    case 'no_guardian':
      return new HttpError(
        409,
        'Your hostel asks your guardian to consent: fill in your student record, with your guardian, first',
        'no_guardian',
      );
    case 'too_late':
      return new HttpError(
        409,
        `Leave must be asked for at least ${rules.notice_hours ?? 0} hours before it starts`,
        'too_late',
      );
    case 'too_long':
      return new HttpError(409, `Leave may last at most ${rules.max_days ?? 0} days in your hostel`, 'too_long');
    case 'overlaps':
      return new HttpError(409, 'You already have leave asked for or approved at some of these times', 'overlaps');
    case 'too_many':
      return new HttpError(409, 'You have asked for leave five times today: try again tomorrow', 'too_many');
    case 'invalid':
      return new HttpError(
        400,
        'The leave must end after it starts, with a destination, reason and phone',
        'invalid_request',
      );
  }
}

export async function applyLeave(
  store: HostelStore,
  passes: LeavePasses,
  user: AuthUser,
  body: ApplyLeave,
): Promise<LeaveItem> {
  const result = await store.applyLeave(user.id, body);
  if (result.outcome !== 'applied') throw applyRefusal(result.outcome, result);
  if (result.leave_id === null) throw new Error('apply_leave answered applied without its leave');
  return myChangedLeave(store, passes, user, result.leave_id);
}

export async function myLeave(store: HostelStore, passes: LeavePasses, user: AuthUser): Promise<MyLeaveAnswer> {
  const now = new Date();
  const [rows, holder] = await Promise.all([store.myLeaves(user.id), store.leaveHolder(user.id)]);
  return Promise.all(rows.map((row) => leaveItem(passes, row, holder, now)));
}

const CANCEL_REFUSALS: Record<Exclude<CancelLeaveOutcome, 'cancelled'>, HttpError> = {
  not_found: new HttpError(404, NO_SUCH_LEAVE, 'not_found'),
  started: new HttpError(409, 'This leave has started: it can no longer be cancelled', 'started'),
  closed: new HttpError(409, 'This leave was rejected: there is nothing to cancel', 'closed'),
};

export async function cancelLeave(
  store: HostelStore,
  passes: LeavePasses,
  user: AuthUser,
  leaveId: number,
): Promise<LeaveItem> {
  const outcome = await store.cancelLeave(user.id, leaveId);
  if (outcome !== 'cancelled') throw CANCEL_REFUSALS[outcome];
  return myChangedLeave(store, passes, user, leaveId);
}

const SHORTEN_REFUSALS: Record<Exclude<ShortenLeaveOutcome, 'shortened'>, HttpError> = {
  not_found: new HttpError(404, NO_SUCH_LEAVE, 'not_found'),
  closed: new HttpError(409, 'This leave was rejected or cancelled: there is nothing to shorten', 'closed'),
  ended: new HttpError(409, 'This leave is over: there is nothing to shorten', 'ended'),
  invalid: new HttpError(
    400,
    'to must be earlier than the leave’s end and later than both its start and now',
    'invalid_request',
  ),
};

export async function shortenLeave(
  store: HostelStore,
  passes: LeavePasses,
  user: AuthUser,
  leaveId: number,
  to: string,
): Promise<LeaveItem> {
  const outcome = await store.shortenLeave(user.id, leaveId, to);
  if (outcome !== 'shortened') throw SHORTEN_REFUSALS[outcome];
  return myChangedLeave(store, passes, user, leaveId);
}

export async function myLeaveRules(store: HostelStore, user: AuthUser): Promise<MyLeaveRulesAnswer> {
  return { rules: await store.myLeaveRules(user.id) };
}

export async function officeLeaveRules(store: HostelStore, user: AuthUser): Promise<OfficeLeaveRulesAnswer> {
  return { rules: await store.officeLeaveRules(user.id) };
}

const RULES_REFUSALS: Record<Exclude<SaveRulesOutcome, 'saved'>, HttpError> = {
  forbidden: new HttpError(403, 'Only the hostel office and this hostel’s warden change its leave rules', 'forbidden'),
  not_found: new HttpError(404, 'There is no such hostel', 'unknown_hostel'),
  invalid: new HttpError(400, 'These rules are out of range', 'invalid_request'),
};

export async function saveLeaveRules(store: HostelStore, user: AuthUser, body: SaveRules): Promise<LeaveRules> {
  const outcome = await store.saveLeaveRules(body, actorOf(user));
  if (outcome !== 'saved') throw RULES_REFUSALS[outcome];
  const saved = (await store.officeLeaveRules(user.id)).find((rules) => rules.hostel_name === body.hostel_name);
  if (!saved) throw new Error('save_leave_rules saved rules its actor cannot read');
  return saved;
}

export async function myGuardian(store: HostelStore, user: AuthUser): Promise<MyGuardianAnswer> {
  return store.myGuardian(user.id);
}

export async function proposeGuardian(
  store: HostelStore,
  user: AuthUser,
  body: ProposeGuardian,
): Promise<MyGuardianAnswer> {
  const outcome = await store.proposeGuardian(user.id, body);
  if (outcome === 'no_record') {
    throw new HttpError(409, 'Fill in your student record, with your guardian, first', 'no_record');
  }
  return store.myGuardian(user.id);
}

export async function guardianChanges(store: HostelStore, user: AuthUser): Promise<GuardianChangesAnswer> {
  return { changes: await store.officeGuardianChanges(user.id) };
}

const GUARDIAN_REFUSALS: Record<Exclude<DecideGuardianOutcome, 'decided' | 'unchanged'>, HttpError> = {
  forbidden: new HttpError(403, NOT_YOUR_HOSTEL, 'forbidden'),
  not_found: new HttpError(404, 'There is no such guardian change', 'not_found'),
  already_decided: new HttpError(409, 'This guardian change was already decided the other way', 'already_decided'),
  invalid: new HttpError(
    400,
    'The decision must be confirmed or refused, with a note of at most 500 characters',
    'invalid_request',
  ),
};

export async function decideGuardian(
  store: HostelStore,
  user: AuthUser,
  changeId: number,
  body: DecideGuardian,
): Promise<{ id: number; status: DecideGuardian['decision'] }> {
  const outcome = await store.decideGuardianChange(changeId, body.decision, body.note ?? null, actorOf(user));
  if (outcome !== 'decided' && outcome !== 'unchanged') throw GUARDIAN_REFUSALS[outcome];
  return { id: changeId, status: body.decision };
}

const LINK_REFUSALS: Record<LinkProblem, HttpError> = {
  not_found: new HttpError(404, 'This link is not one of ours: check the address in the email', 'not_found'),
  used: new HttpError(410, 'This link was already used: it works once', 'link_used'),
  expired: new HttpError(410, 'This link has expired', 'link_expired'),
  locked: new HttpError(410, 'Too many wrong codes: this link no longer works', 'link_locked'),
  closed: new HttpError(410, 'This leave was cancelled or decided: nothing is asked of you now', 'closed'),
};

export async function consentView(store: HostelStore, token: string): Promise<ConsentViewAnswer> {
  const view = await store.guardianConsentView(token);
  if (view.outcome !== 'open') throw LINK_REFUSALS[view.outcome];
  const { student_name, hostel_name, from_at, to_at, destination, reason, expires_at } = view;
  if (hostel_name === null || from_at === null || to_at === null || destination === null || reason === null) {
    throw new Error('guardian_consent_view answered open without its leave');
  }
  if (expires_at === null) throw new Error('guardian_consent_view answered open without its expiry');
  return { student_name, hostel_name, from: from_at, to: to_at, destination, reason, expires_at };
}

const CONSENT_REFUSALS: Record<Exclude<ConsentOutcome, 'consented' | 'refused'>, HttpError> = {
  ...LINK_REFUSALS,
  wrong_code: new HttpError(400, 'This is not the code in the email', 'wrong_code'),
  invalid: new HttpError(400, 'The decision must be consented or refused', 'invalid_request'),
};

export async function consent(
  store: HostelStore,
  body: { token: string; code: string; decision: 'consented' | 'refused' },
): Promise<ConsentAnswer> {
  const outcome = await store.guardianConsent(body.token, body.code, body.decision);
  if (outcome !== 'consented' && outcome !== 'refused') throw CONSENT_REFUSALS[outcome];
  return { decision: outcome };
}

export async function officeLeave(store: HostelStore, user: AuthUser): Promise<OfficeLeaveAnswer> {
  const rows = await store.officeLeaves(user.id);
  return {
    leaves: rows.map(({ from_at, to_at, total: _total, ...row }) => ({ ...row, from: from_at, to: to_at })),
    total: rows[0]?.total ?? 0,
  };
}

const DECIDE_REFUSALS: Record<Exclude<DecideLeaveOutcome, 'decided' | 'unchanged'>, HttpError> = {
  forbidden: new HttpError(403, NOT_YOUR_HOSTEL, 'forbidden'),
  not_found: new HttpError(404, NO_SUCH_OFFICE_LEAVE, 'not_found'),
  already_decided: new HttpError(409, 'This leave was already decided the other way', 'already_decided'),
  awaiting_guardian: new HttpError(
    409,
    'The guardian has not consented yet: this leave can be rejected, not approved',
    'awaiting_guardian',
  ),
  ended: new HttpError(409, 'This leave is over: there is nothing to decide', 'ended'),
  closed: new HttpError(409, 'This leave was cancelled, or refused by the guardian', 'closed'),
  invalid: new HttpError(
    400,
    'The decision must be approved or rejected, with a note of at most 500 characters',
    'invalid_request',
  ),
};

export async function decideLeave(
  store: HostelStore,
  user: AuthUser,
  leaveId: number,
  body: { decision: 'approved' | 'rejected'; note?: string | null | undefined },
): Promise<DecideLeaveAnswer> {
  const result = await store.decideLeave(leaveId, body.decision, body.note ?? null, actorOf(user));
  if (result.outcome !== 'decided' && result.outcome !== 'unchanged') throw DECIDE_REFUSALS[result.outcome];
  return { id: leaveId, status: result.status ?? body.decision, rebate_days: result.rebate_days ?? 0 };
}
