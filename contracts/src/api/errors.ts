// The body of every error answer: a message safe to show, and a stable code to branch on.
import * as z from 'zod/mini';
import { ERROR_CODES } from '../reference';
import { PASS_REFUSALS } from './gate';

export type { ErrorCode } from '../reference';

export const errorCode = z.enum(ERROR_CODES);

export const errorBody = z.object({
  message: z.string(),
  code: z.optional(errorCode),
  /** With `outside_window`: when the student's selection window for that hostel opens (ISO), or null if none will. */
  opens_at: z.optional(z.nullable(z.string())),
  /** With `recently_lapsed`: when the student may hold a bed of that room again (ISO). */
  retry_at: z.optional(z.string()),
  /** With `format_misfits`: how many kept student records the refused roll number format would not fit. */
  misfits: z.optional(z.number()),
  /** With a mess counter's refusal (`already_served`, `not_registered`, `on_rebate`, `wrong_mess`): who was scanned. */
  student: z.optional(z.object({ name: z.string(), roll_number: z.nullable(z.string()) })),
  /** With the gate's `pass_not_valid`: why the pass is refused. */
  reason: z.optional(z.enum(PASS_REFUSALS)),
});
export type ErrorBody = z.output<typeof errorBody>;
