// The out-pass of an approved leave: an HS256 JWT the API alone signs and checks (LEAVE_PASS_SECRET), naming the student
// and the leave, with the purpose 'leave_pass', good from the leave's start (nbf) to its end (exp). The student's page
// keeps it to show offline; the gate reads it and then asks the database whether the leave is still approved.
import { LEAVE_PASS_PURPOSE } from '@campus-hostel/contracts/api';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'campus-hostel';

/** What a pass names once its signature is checked. */
export interface LeavePass {
  userId: string;
  leaveId: number;
  /** When it stops being good (the leave's end): a return after it is late. */
  expiresAt: Date;
}

/** Why a pass is refused: not ours (forged, malformed, another purpose), too early, or past the leave's end. */
export type PassProblem = 'invalid' | 'not_yet' | 'expired';

export class PassRefused extends Error {
  override name = 'PassRefused';
  constructor(
    readonly problem: PassProblem,
    options?: { cause?: unknown },
  ) {
    super(`leave pass refused: ${problem}`, options);
  }
}

const claims = z.object({
  sub: z.string().uuid(),
  leave: z.number().int().positive(),
  purpose: z.literal(LEAVE_PASS_PURPOSE),
  nbf: z.number(),
  exp: z.number(),
});

export interface LeavePasses {
  /** A pass for the student's leave, good from `from` to `to`. */
  issue(pass: { userId: string; leaveId: number; from: Date; to: Date }): Promise<string>;
  /**
   * The student and leave a pass names; throws PassRefused otherwise. `allowExpired` reads a pass past its end (a
   * return through the gate after it, which is late rather than refused).
   */
  read(token: string, options?: { allowExpired?: boolean; now?: Date }): Promise<LeavePass>;
}

export function leavePasses(secret: string): LeavePasses {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, leaveId, from, to }) =>
      new SignJWT({ purpose: LEAVE_PASS_PURPOSE, leave: leaveId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setNotBefore(Math.floor(from.getTime() / 1000))
        .setExpirationTime(Math.ceil(to.getTime() / 1000))
        .sign(key),
    async read(token, { allowExpired = false, now = new Date() } = {}) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
          // A late return is read past exp (the tolerance spans both ends, so nbf is checked below).
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
      if (!parsed.success) throw new PassRefused('invalid');
      if (parsed.data.nbf * 1000 > now.getTime()) throw new PassRefused('not_yet');
      return { userId: parsed.data.sub, leaveId: parsed.data.leave, expiresAt: new Date(parsed.data.exp * 1000) };
    },
  };
}
