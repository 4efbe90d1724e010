// The students' meal QR tokens: HS256 JWTs the API alone signs and checks (MEAL_TOKEN_SECRET), naming the student and
// the purpose 'meal', good for MEAL_TOKEN_SECONDS. Anything else scanned is refused with a code the counter can say.
import { MEAL_TOKEN_SECONDS } from '@campus-hostel/contracts/api';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { HttpError } from '../errors.js';

const PURPOSE = 'meal';
const ISSUER = 'campus-hostel';

export const TOKEN_INVALID = 'This is not a meal QR of ours: ask for the roll number';
export const TOKEN_EXPIRED = 'This meal QR has expired: ask the student to reopen it';

const claims = z.object({ sub: z.string().uuid(), purpose: z.literal(PURPOSE) });

export interface MealTokens {
  /** A fresh token naming the student. */
  issue(userId: string): Promise<string>;
  /** The student a token names; HttpError 400 `meal_token_invalid` or `meal_token_expired` otherwise. */
  read(token: string): Promise<string>;
}

export function mealTokens(secret: string, seconds: number = MEAL_TOKEN_SECONDS): MealTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId) =>
      new SignJWT({ purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${seconds}s`)
        .sign(key),
    async read(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER }));
      } catch (cause) {
        if (cause instanceof errors.JWTExpired)
          throw new HttpError(400, TOKEN_EXPIRED, 'meal_token_expired', { cause });
        throw new HttpError(400, TOKEN_INVALID, 'meal_token_invalid', { cause });
      }
      const parsed = claims.safeParse(payload);
      if (!parsed.success) throw new HttpError(400, TOKEN_INVALID, 'meal_token_invalid');
      return parsed.data.sub;
    },
  };
}
