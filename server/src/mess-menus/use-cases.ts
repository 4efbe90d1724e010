// Menus, ratings and rebates (contracts/src/api/mess-menus.ts). The database checks the actor's mess, the serving and
// the rebate's rules under locks; this maps its outcomes to answers.
import type * as z from 'zod/mini';
import type {
  applyRebateBody,
  decideRebateBody,
  MenuAnswer,
  MessRebate,
  publishMenuBody,
  RateMealAnswer,
  rateMealBody,
  saveMenuBody,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { ApplyRebateOutcome } from './store.js';

export const NOT_YOUR_MESS = 'You do not run this mess';
export const NO_SUCH_MESS = 'There is no such mess';
export const NO_SUCH_WEEK = 'This week has no menu saved yet';
export const EMPTY_MENU = 'A week without a dish cannot be published';
export const BAD_MENU = 'This menu is not valid: a week starts on a Monday, a meal has at most 20 dishes';
export const NOT_SERVED = 'You can rate only a meal you were served today';
export const NO_SUCH_REBATE = 'There is no such rebate';
export const NOT_PENDING = 'This rebate is no longer pending';
export const ALREADY_DECIDED = 'This rebate was already decided the other way';

const forbidden = () => new HttpError(403, NOT_YOUR_MESS, 'forbidden');
const invalid = (message: string) => new HttpError(400, message, 'invalid_request');

type Outcome<O extends string> = { [K in O]?: () => HttpError };

/** Throws the refusal the outcome maps to; an outcome neither a success nor mapped is a fault of ours. */
function refuseUnless<O extends string>(outcome: O, success: readonly O[], refusals: Outcome<O>): void {
  if (success.includes(outcome)) return;
  throw refusals[outcome]?.() ?? new HttpError(500, `unexpected outcome ${outcome}`, 'internal');
}

export async function saveMenu(
  store: HostelStore,
  user: AuthUser,
  body: z.output<typeof saveMenuBody>,
): Promise<MenuAnswer> {
  const outcome = await store.saveMessMenu(body.mess_id, body.week_start, body.items, actorOf(user));
  refuseUnless(outcome, ['saved'], {
    forbidden,
    not_found: () => new HttpError(404, NO_SUCH_MESS, 'not_found'),
    invalid: () => invalid(BAD_MENU),
  });
  const published = await store.messMenuPublished(body.mess_id, body.week_start);
  return { mess_id: body.mess_id, week_start: body.week_start, published };
}

export async function publishMenu(
  store: HostelStore,
  user: AuthUser,
  body: z.output<typeof publishMenuBody>,
): Promise<MenuAnswer> {
  const outcome = await store.publishMessMenu(body.mess_id, body.week_start, body.published, actorOf(user));
  refuseUnless(outcome, ['published', 'unpublished', 'unchanged'], {
    forbidden,
    not_found: () => new HttpError(404, NO_SUCH_WEEK, 'not_found'),
    empty_menu: () => new HttpError(409, EMPTY_MENU, 'empty_menu'),
  });
  return { mess_id: body.mess_id, week_start: body.week_start, published: body.published };
}

export async function rateMeal(
  store: HostelStore,
  user: AuthUser,
  body: z.output<typeof rateMealBody>,
): Promise<RateMealAnswer> {
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  const { outcome, served_on } = await store.rateMeal(user.id, body.meal, body.stars, comment);
  refuseUnless(outcome, ['rated'], {
    not_served: () => new HttpError(409, NOT_SERVED, 'not_served'),
    invalid: () => invalid('A rating is 1 to 5 stars and a comment of at most 500 characters'),
  });
  return { meal: body.meal, stars: body.stars, comment, served_on };
}

function rebateRefusal(outcome: ApplyRebateOutcome, minDays: number | null, noticeDays: number | null): HttpError {
  switch (outcome) {
    case 'not_registered':
      return new HttpError(409, 'You are not registered in a mess on every one of these days', 'not_registered');
    case 'several_messes':
      return new HttpError(
        409,
        'These days fall in two messes: apply for each mess’s days separately',
        'several_messes',
      );
    case 'too_short':
      return new HttpError(409, `A rebate in your mess is at least ${minDays ?? '?'} days in a row`, 'too_short');
    case 'too_late':
      return new HttpError(
        409,
        `A rebate in your mess starts at least ${noticeDays ?? '?'} days after today: apply earlier`,
        'too_late',
      );
    case 'overlaps':
      return new HttpError(409, 'These days overlap a rebate you already applied for', 'overlaps');
    default:
      return invalid('These dates or this reason cannot make a rebate');
  }
}

async function rebateOf(store: HostelStore, rebateId: number): Promise<MessRebate & { user_id: string }> {
  const rebate = await store.messRebate(rebateId);
  if (!rebate) throw new Error(`mess rebate ${rebateId} vanished`);
  return rebate;
}

/** Drops whose rebate it is: the caller knows. */
function answerOf({ user_id: _owner, ...rebate }: MessRebate & { user_id: string }): MessRebate {
  return rebate;
}

export async function applyRebate(
  store: HostelStore,
  user: AuthUser,
  body: z.output<typeof applyRebateBody>,
): Promise<MessRebate> {
  const applied = await store.applyMessRebate(user.id, body.from_on, body.to_on, body.reason);
  if (applied.outcome !== 'applied' || applied.rebate_id === null) {
    throw rebateRefusal(applied.outcome, applied.min_days, applied.notice_days);
  }
  return answerOf(await rebateOf(store, applied.rebate_id));
}

export async function withdrawRebate(store: HostelStore, user: AuthUser, rebateId: number): Promise<MessRebate> {
  refuseUnless(await store.withdrawMessRebate(user.id, rebateId), ['withdrawn'], {
    not_found: () => new HttpError(404, NO_SUCH_REBATE, 'not_found'),
    not_pending: () => new HttpError(409, NOT_PENDING, 'not_pending'),
  });
  return answerOf(await rebateOf(store, rebateId));
}

export async function decideRebate(
  store: HostelStore,
  user: AuthUser,
  rebateId: number,
  body: z.output<typeof decideRebateBody>,
): Promise<MessRebate> {
  const note = body.note?.trim() ? body.note.trim() : null;
  refuseUnless(await store.decideMessRebate(rebateId, body.decision, note, actorOf(user)), ['decided', 'unchanged'], {
    forbidden,
    not_found: () => new HttpError(404, NO_SUCH_REBATE, 'not_found'),
    not_pending: () => new HttpError(409, NOT_PENDING, 'not_pending'),
    already_decided: () => new HttpError(409, ALREADY_DECIDED, 'already_decided'),
    invalid: () => invalid('A decision is approved or rejected, with a note of at most 500 characters'),
  });
  return answerOf(await rebateOf(store, rebateId));
}
