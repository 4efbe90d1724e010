// A pass the gate reads: an HS256 JWT the API alone signs and checks (LEAVE_PASS_SECRET), naming an account (sub) and
// one record (a claim named for its kind), with a purpose claim, good from nbf to exp. A leave's out-pass and a visitor's
// pass are two purposes of it: a token signed for one is invalid as the other.
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'campus-hostel';

/** Why a pass is refused: not ours (forged, malformed, another purpose), too early, or past its end. */
export type PassProblem = 'invalid' | 'not_yet' | 'expired';

export class PassRefused extends Error {
  override name = 'PassRefused';
  constructor(
    readonly problem: PassProblem,
    options?: { cause?: unknown },
  ) {
    super(`pass refused: ${problem}`, options);
  }
}

/** What a pass names once its signature is checked. */
export interface SignedPass {
  subject: string;
  id: number;
  /** When it stops being good: a return (or a visitor's exit) after it is late. */
  expiresAt: Date;
}

export interface ReadOptions {
  /** Reads a pass past its end (a late return or exit, which is late rather than refused). */
  allowExpired?: boolean;
  now?: Date;
}

export interface SignedPasses {
  issue(pass: { subject: string; id: number; from: Date; to: Date }): Promise<string>;
  /** The account and record a pass names; throws PassRefused otherwise. */
  read(token: string, options?: ReadOptions): Promise<SignedPass>;
}

/** The purpose a token claims, unverified (its signature is checked next), or null when it is no token. */
function purposeOf(token: string): unknown {
  try {
    return decodeJwt(token).purpose;
  } catch {
    return null;
  }
}

/** Passes of one purpose, naming their record in the claim `claim` (e.g. 'leave'). */
export function signedPasses(secret: string, purpose: string, claim: string): SignedPasses {
  const key = new TextEncoder().encode(secret);
  const claims = z.object({ sub: z.string().uuid(), purpose: z.literal(purpose), nbf: z.number(), exp: z.number() });
  const recordId = z.object({ [claim]: z.number().int().positive() }).transform((record) => record[claim] as number);
  return {
    issue: ({ subject, id, from, to }) =>
      new SignJWT({ purpose, [claim]: id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setNotBefore(Math.floor(from.getTime() / 1000))
        .setExpirationTime(Math.ceil(to.getTime() / 1000))
        .sign(key),
    async read(token, { allowExpired = false, now = new Date() } = {}) {
      // Another purpose's token is not ours whatever its times say: a visitor's late exit is not a leave's expiry.
      if (purposeOf(token) !== purpose) throw new PassRefused('invalid');
      let payload: object;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
          // Read past exp when allowed (the tolerance spans both ends, so nbf is checked below).
          ...(allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
        }));
      } catch (cause) {
        if (cause instanceof errors.JWTExpired) throw new PassRefused('expired', { cause });
        if (cause instanceof errors.JWTClaimValidationFailed && cause.claim === 'nbf') {
          throw new PassRefused('not_yet', { cause });
        }
        throw new PassRefused('invalid', { cause });
      }
      const parsed = claims.safeParse(payload);
      const id = recordId.safeParse(payload);
      if (!parsed.success || !id.success) throw new PassRefused('invalid');
      if (parsed.data.nbf * 1000 > now.getTime()) throw new PassRefused('not_yet');
      return { subject: parsed.data.sub, id: id.data, expiresAt: new Date(parsed.data.exp * 1000) };
    },
  };
}
