// "Forgot password?": asks our API (POST /auth/recover) to mail a link that comes back to /auth/reset-password.
import * as z from 'zod/mini';
import { recoverBody, recoveryApi, type RecoverBody } from '@campus-hostel/contracts/api';
import { messages } from '../../../config/messages';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';

/** What is wrong with the typed address, shown under the field; null when it can be sent. */
export function recoveryEmailProblem(email: string): string | null {
  if (email.trim() === '') return messages.emailRequired;
  return z.safeParse(recoverBody, { email }).success ? null : messages.emailInvalid;
}

/** The API refused this client: too many reset requests from its address lately. */
export function isRecoveryRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** Resolves alike whether or not the address has an account: the API answers both the same way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const body: RecoverBody = { email: email.trim() };
  await apiClient.call(recoveryApi.recover, { body });
}
