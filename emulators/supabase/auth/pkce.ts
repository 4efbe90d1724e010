// PKCE auth codes GoTrue hands to the browser (`?code=`) after OAuth or an e-mail link, exchanged once with the verifier.
import { createHash, randomUUID } from 'node:crypto';
import { badRequest } from './errors';

const CODE_TTL_MS = 5 * 60 * 1000;
const MAX_PENDING_CODES = 1000;

export type ChallengeMethod = 'plain' | 's256';

export interface PkceChallenge {
  code_challenge: string;
  code_challenge_method: ChallengeMethod;
}

interface PendingCode {
  userId: string;
  challenge: PkceChallenge;
  /** What GoTrue records as the authentication method (oauth, recovery, magiclink…), for the session's amr. */
  method: string;
  expiresAt: number;
}

export type ExchangeOutcome =
  | { kind: 'ok'; userId: string; method: string }
  | { kind: 'not_found' }
  | { kind: 'expired' }
  | { kind: 'bad_verifier' };

/** The challenge a client sent, checked as GoTrue's validatePKCEParams does; none means the implicit flow. */
export function pkceChallenge(challenge: unknown, method: unknown): PkceChallenge | undefined {
  if (challenge === undefined || challenge === null || challenge === '') return undefined;
  const normalised = typeof method === 'string' ? method.toLowerCase() : 'plain';
  if (
    typeof challenge !== 'string' ||
    !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge) ||
    (normalised !== 's256' && normalised !== 'plain')
  ) {
    throw badRequest('validation_failed', 'code challenge or its method is invalid');
  }
  return { code_challenge: challenge, code_challenge_method: normalised };
}

/** Codes live in memory (a restart forgets them, as an expired flow state would be). */
export class PkceCodes {
  private readonly pending = new Map<string, PendingCode>();

  issue(userId: string, challenge: PkceChallenge, method: string): string {
    if (this.pending.size >= MAX_PENDING_CODES) {
      const oldest = this.pending.keys().next();
      if (!oldest.done) this.pending.delete(oldest.value);
    }
    const code = randomUUID();
    this.pending.set(code, { userId, challenge, method, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  /** A code is spent by its first exchange, right or wrong, so a guessed verifier gets one try. */
  exchange(code: string, verifier: string): ExchangeOutcome {
    const pending = this.pending.get(code);
    if (!pending) return { kind: 'not_found' };
    this.pending.delete(code);
    if (pending.expiresAt < Date.now()) return { kind: 'expired' };
    const { code_challenge, code_challenge_method } = pending.challenge;
    const expected =
      code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (expected !== code_challenge) return { kind: 'bad_verifier' };
    return { kind: 'ok', userId: pending.userId, method: pending.method };
  }
}
