// Password recovery API (POST /auth/recover): anyone asks for a reset link to be mailed to an address; the answer is
// the same whether or not an account has it.
import * as z from 'zod/mini';
import { emailAddress } from './fields';
import { post } from './route';

export const recoverBody = z.object({ email: emailAddress });
export type RecoverBody = z.input<typeof recoverBody>;

/** Sent, or nothing to send (no such account, or its mails for the hour are spent): the caller cannot tell which. */
export const recoverAnswer = z.object({ ok: z.literal(true) });
export type RecoverAnswer = z.output<typeof recoverAnswer>;

/** Password recovery, for anyone (capped per client address). */
export const recoveryApi = {
  recover: post('/auth/recover', { access: 'public', body: recoverBody, answer: recoverAnswer }),
};
