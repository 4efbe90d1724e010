// What the guard is told when a scan is not recorded: each refusal in words, a leave's or a visitor's.
import type { GateDirection, GatePassKind, PassRefusal } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { GateOutcome } from './store.js';

export const NO_GATE = 'You keep no hostel gate';
export const NOT_YOUR_GATE = 'You do not keep this hostel’s gate';
export const NO_SUCH_ROLL_NUMBER = 'No student has this roll number';

/** What the guard is told of each refused pass. */
export const REFUSAL_WORDS: Readonly<Record<PassRefusal, string>> = {
  invalid: 'This is not a pass of ours: ask for the roll number, or the visitor’s phone number',
  not_yet: 'This leave has not started yet',
  expired: 'This leave is over: its pass no longer lets the student out',
  cancelled: 'This leave is no longer approved',
  other_gate: 'This student’s leave is for another hostel’s gate',
  no_leave: 'This student has no approved leave to go out or come back on now',
  not_out: 'No exit was recorded on this leave: the student has not gone out on it',
  awaiting_host: 'This walk-in’s host has not confirmed yet: ask them to confirm in the app',
  no_pass: 'This phone number has no visitor pass today at your gates',
  not_in: 'No entry was recorded on this pass: the visitor has not come in on it',
};

/** What the guard is told where a visitor's pass reads otherwise than a leave's. */
const VISITOR_REFUSAL_WORDS: Readonly<Partial<Record<PassRefusal, string>>> = {
  not_yet: 'This visit has not started yet',
  expired: 'This visit is over: its pass no longer lets the visitor in',
  cancelled: 'This visitor pass was declined, withdrawn or made void',
  other_gate: 'This visitor’s pass is for another hostel’s gate',
};

const ALREADY_USED: Readonly<Record<GatePassKind, Readonly<Record<GateDirection, string>>>> = {
  leave: {
    out: 'Already used: this student’s exit on this leave is recorded',
    in: 'Already used: this student’s return from this leave is recorded',
  },
  visitor: {
    in: 'Already used: this visitor’s entry on this pass is recorded',
    out: 'Already used: this visitor’s exit on this pass is recorded',
  },
};

export function passNotValid(reason: PassRefusal, kind: GatePassKind = 'leave'): HttpError {
  const words = (kind === 'visitor' ? VISITOR_REFUSAL_WORDS[reason] : undefined) ?? REFUSAL_WORDS[reason];
  return new HttpError(403, words, 'pass_not_valid', { details: { reason } });
}

/** The answer to a scan the database did not record. */
export function refusal(
  outcome: Exclude<GateOutcome, 'recorded'>,
  direction: GateDirection,
  kind: GatePassKind = 'leave',
): HttpError {
  switch (outcome) {
    case 'already_used':
      return new HttpError(409, ALREADY_USED[kind][direction], 'already_used');
    case 'forbidden':
      return new HttpError(403, NO_GATE, 'forbidden');
    case 'unknown_student':
      return new HttpError(404, NO_SUCH_ROLL_NUMBER, 'not_found');
    default:
      return passNotValid(outcome, kind);
  }
}
