// Visitors (contracts/src/api/visitors.ts): a host's passes, cancels and answers to walk-ins, a guard's walk-ins and
// today's passes, and the office's log, rules, blackouts and bans. The database decides under its locks; this maps its
// outcomes to answers.
import type * as zm from 'zod/mini';
import type {
  addBanBody,
  AddBanAnswer,
  addBlackoutBody,
  GateVisitor,
  GateVisitorsAnswer,
  MyVisitorRulesAnswer,
  MyVisitorsAnswer,
  OfficeVisitorRulesAnswer,
  registerVisitorBody,
  saveVisitorRulesBody,
  VisitorBan,
  VisitorBansAnswer,
  VisitorBlackout,
  VisitorLogAnswer,
  VisitorPass,
  VisitorRules,
  walkInBody,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import { NOT_YOUR_GATE } from '../gate/refusals.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type {
  CancelPassOutcome,
  ConfirmOutcome,
  OfficeVisitorRow,
  PassRow,
  RegisterResult,
  VisitorDay,
  VisitProblem,
} from './store.js';

export const NO_SUCH_PASS = 'There is no such visitor pass of yours';
const NO_SUCH_HOSTEL = 'There is no such hostel';

type Register = zm.output<typeof registerVisitorBody>;
type WalkIn = zm.output<typeof walkInBody>;
type SaveRules = zm.output<typeof saveVisitorRulesBody>;
type AddBlackout = zm.output<typeof addBlackoutBody>;
type AddBan = zm.output<typeof addBanBody>;
type RulesFacts = Pick<RegisterResult, 'visit_from' | 'visit_to' | 'max_at_once' | 'days_ahead'>;

/** Why a visit cannot be made, in the hostel's own numbers when the database gave them. */
function visitRefusal(problem: VisitProblem, rules: RulesFacts | null): HttpError {
  switch (problem) {
    case 'outside_hours':
      return new HttpError(
        409,
        rules?.visit_from && rules.visit_to
          ? `Visitors come between ${rules.visit_from} and ${rules.visit_to} IST, within one day`
          : 'Visitors come only within the hostel’s visiting hours, within one day',
        'outside_hours',
      );
    case 'too_many':
      return new HttpError(
        409,
        rules?.max_at_once
          ? `At most ${rules.max_at_once} of a host’s visitors may be expected or inside at once`
          : 'The host already has as many visitors at these times as the hostel allows',
        'too_many',
      );
    case 'too_far_ahead':
      return new HttpError(
        409,
        rules?.days_ahead === null || rules?.days_ahead === undefined
          ? 'This visit is further ahead than the hostel allows'
          : `A visitor may be registered at most ${rules.days_ahead} days ahead`,
        'too_far_ahead',
      );
    case 'blackout':
      return new HttpError(409, 'The hostel takes no visitors at some of these times (a blackout period)', 'blackout');
    case 'in_the_past':
      return new HttpError(409, 'This visit’s time is past: choose a time from now on', 'in_the_past');
    case 'other_gender':
      return new HttpError(409, 'This hostel does not take visitors of the other gender', 'other_gender');
    case 'banned':
      return new HttpError(409, 'This visitor is banned by the hostel office', 'banned');
    case 'host_on_leave':
      return new HttpError(409, 'The host is on approved leave at this time', 'host_on_leave');
  }
}

const INVALID_VISIT = new HttpError(
  400,
  'The visit needs a name, a phone, a relation, a gender, a purpose and a window of at most a day',
  'invalid_request',
);

function passAnswer({ from_at, to_at, ...row }: PassRow): VisitorPass {
  return { ...row, from: from_at, to: to_at };
}

async function myPass(store: HostelStore, user: AuthUser, passId: number): Promise<VisitorPass> {
  const row = await store.myVisitorPass(user.id, passId);
  if (!row) throw new HttpError(404, NO_SUCH_PASS, 'not_found');
  return passAnswer(row);
}

export async function registerVisitor(store: HostelStore, user: AuthUser, body: Register): Promise<VisitorPass> {
  const result = await store.registerVisitor(user.id, body);
  switch (result.outcome) {
    case 'registered':
      if (result.pass_id === null) throw new Error('register_visitor answered registered without its pass');
      return myPass(store, user, result.pass_id);
    case 'no_bed':
      throw new HttpError(403, 'Only a student holding a bed in a hostel registers visitors', 'no_bed');
    case 'invalid':
      throw INVALID_VISIT;
    default:
      throw visitRefusal(result.outcome, result);
  }
}

export async function myVisitors(store: HostelStore, user: AuthUser): Promise<MyVisitorsAnswer> {
  return { passes: (await store.myVisitorPasses(user.id)).map(passAnswer) };
}

export async function myVisitorRules(store: HostelStore, user: AuthUser): Promise<MyVisitorRulesAnswer> {
  return { rules: await store.myVisitorRules(user.id) };
}

const CANCEL_REFUSALS: Record<Exclude<CancelPassOutcome, 'cancelled'>, HttpError> = {
  not_found: new HttpError(404, NO_SUCH_PASS, 'not_found'),
  entered: new HttpError(409, 'This visitor has already come in: the pass can no longer be cancelled', 'entered'),
  closed: new HttpError(
    409,
    'This pass was declined, is void or its time is over: there is nothing to cancel',
    'closed',
  ),
};

export async function cancelVisitor(store: HostelStore, user: AuthUser, passId: number): Promise<VisitorPass> {
  const outcome = await store.cancelVisitorPass(user.id, passId);
  if (outcome !== 'cancelled') throw CANCEL_REFUSALS[outcome];
  return myPass(store, user, passId);
}

const CONFIRM_REFUSALS: Record<Exclude<ConfirmOutcome, 'confirmed' | 'declined'>, HttpError> = {
  not_found: new HttpError(404, 'There is no such walk-in waiting for you', 'not_found'),
  closed: new HttpError(409, 'This walk-in was already answered the other way, is void or its time is over', 'closed'),
};

export async function confirmWalkIn(
  store: HostelStore,
  user: AuthUser,
  passId: number,
  decision: 'confirmed' | 'declined',
): Promise<VisitorPass> {
  const outcome = await store.confirmWalkIn(user.id, passId, decision);
  if (outcome !== 'confirmed' && outcome !== 'declined') throw CONFIRM_REFUSALS[outcome];
  return myPass(store, user, passId);
}

function dayPasses(day: VisitorDay, forbidden: string): OfficeVisitorRow[] {
  if ('problem' in day) {
    throw day.problem === 'forbidden'
      ? new HttpError(403, forbidden, 'forbidden')
      : new HttpError(404, NO_SUCH_HOSTEL, 'unknown_hostel');
  }
  return day.passes;
}

/** A pass as the guard sees it: the visitor, the host's name and room, the window and the state; nothing more. */
function gateVisitor(row: OfficeVisitorRow): GateVisitor {
  const { relation: _relation, gender: _gender, purpose: _purpose, void_reason: _void, overstay: _over, ...pass } = row;
  return pass;
}

async function todayAtGate(store: HostelStore, user: AuthUser, hostel: string): Promise<GateVisitor[]> {
  return dayPasses(await store.gateVisitors(hostel, user.id), NOT_YOUR_GATE).map(gateVisitor);
}

export async function gateVisitors(store: HostelStore, user: AuthUser, hostel: string): Promise<GateVisitorsAnswer> {
  return { passes: await todayAtGate(store, user, hostel) };
}

export async function visitorLog(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  day: string,
): Promise<VisitorLogAnswer> {
  const passes = dayPasses(
    await store.visitorLog(hostel, day, user.id),
    'Only the hostel office and this hostel’s warden read its visitors',
  );
  return { passes };
}

export async function walkIn(store: HostelStore, user: AuthUser, body: WalkIn): Promise<GateVisitor> {
  const result = await store.gateWalkIn(user.id, { ...body, email: body.email ?? null });
  switch (result.outcome) {
    case 'created': {
      const pass = (await todayAtGate(store, user, body.hostel_name)).find((row) => row.id === result.pass_id);
      if (!pass) throw new Error('gate_walk_in created a pass its gate does not show today');
      return pass;
    }
    case 'forbidden':
      throw new HttpError(403, NOT_YOUR_GATE, 'forbidden');
    case 'no_host':
      throw new HttpError(404, 'No resident of this hostel has this roll number', 'no_host');
    case 'invalid':
      throw INVALID_VISIT;
    default:
      throw visitRefusal(result.outcome, null);
  }
}

export async function officeVisitorRules(store: HostelStore, user: AuthUser): Promise<OfficeVisitorRulesAnswer> {
  return { rules: await store.officeVisitorRules(user.id) };
}

const OFFICE_FORBIDDEN = 'Only the hostel office and this hostel’s warden change its visitor rules';

export async function saveVisitorRules(store: HostelStore, user: AuthUser, body: SaveRules): Promise<VisitorRules> {
  const outcome = await store.saveVisitorRules(body, actorOf(user));
  if (outcome === 'forbidden') throw new HttpError(403, OFFICE_FORBIDDEN, 'forbidden');
  if (outcome === 'not_found') throw new HttpError(404, NO_SUCH_HOSTEL, 'unknown_hostel');
  if (outcome === 'invalid') throw new HttpError(400, 'These rules are out of range', 'invalid_request');
  const saved = (await store.officeVisitorRules(user.id)).find((rules) => rules.hostel_name === body.hostel_name);
  if (!saved) throw new Error('save_visitor_rules saved rules its actor cannot read');
  return saved;
}

export async function addBlackout(store: HostelStore, user: AuthUser, body: AddBlackout): Promise<VisitorBlackout> {
  const { outcome, blackout } = await store.addVisitorBlackout(body, actorOf(user));
  if (outcome === 'forbidden') throw new HttpError(403, OFFICE_FORBIDDEN, 'forbidden');
  if (outcome === 'not_found') throw new HttpError(404, NO_SUCH_HOSTEL, 'unknown_hostel');
  if (outcome === 'invalid' || !blackout) {
    throw new HttpError(400, 'A blackout ends after it starts, with a reason', 'invalid_request');
  }
  return blackout;
}

export async function removeBlackout(store: HostelStore, user: AuthUser, blackoutId: number): Promise<VisitorBlackout> {
  const { outcome, blackout } = await store.removeVisitorBlackout(blackoutId, actorOf(user));
  if (outcome === 'forbidden') throw new HttpError(403, OFFICE_FORBIDDEN, 'forbidden');
  if (outcome === 'not_found' || !blackout) throw new HttpError(404, 'There is no such blackout period', 'not_found');
  return blackout;
}

const BANS_FORBIDDEN = new HttpError(403, 'Only a warden or the hostel office keeps visitor bans', 'forbidden');

export async function visitorBans(store: HostelStore, user: AuthUser): Promise<VisitorBansAnswer> {
  const answer = await store.visitorBans(user.id);
  if ('problem' in answer) throw BANS_FORBIDDEN;
  return answer;
}

export async function addBan(store: HostelStore, user: AuthUser, body: AddBan): Promise<AddBanAnswer> {
  const { outcome, ban, voided } = await store.addVisitorBan(body, actorOf(user));
  if (outcome === 'forbidden') throw BANS_FORBIDDEN;
  if (outcome === 'already_banned') throw new HttpError(409, 'This phone number is already banned', 'already_banned');
  if (outcome === 'invalid' || !ban) {
    throw new HttpError(400, 'A ban names a phone number, the visitor and a reason', 'invalid_request');
  }
  return { ban, voided: voided ?? 0 };
}

export async function liftBan(store: HostelStore, user: AuthUser, banId: number): Promise<VisitorBan> {
  const { outcome, ban } = await store.liftVisitorBan(banId, actorOf(user));
  if (outcome === 'forbidden') throw BANS_FORBIDDEN;
  if (outcome === 'not_found' || !ban) throw new HttpError(404, 'There is no such ban', 'not_found');
  return ban;
}
