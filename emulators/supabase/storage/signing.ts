// Signed URL tokens as Storage makes them: HS256 JWTs carrying `url` (`<bucket>/<name>`), `iat` and `exp`.
import jwt from 'jsonwebtoken';
import { invalidJwt, StorageHttpError } from './errors';

/** Storage's default lifetime of a signed upload URL (UPLOAD_SIGNED_URL_EXPIRATION_TIME), in seconds. */
export const UPLOAD_URL_LIFETIME_SECONDS = 2 * 60 * 60;

export interface SignedUploadClaims {
  url: string;
  owner?: string;
  upsert: boolean;
}

export function signDownloadToken(url: string, expiresInSeconds: number, secret: string): string {
  return jwt.sign({ url }, secret, { algorithm: 'HS256', expiresIn: expiresInSeconds });
}

export function signUploadToken(claims: SignedUploadClaims, secret: string): string {
  return jwt.sign({ ...claims }, secret, { algorithm: 'HS256', expiresIn: UPLOAD_URL_LIFETIME_SECONDS });
}

const invalidSignature = (): StorageHttpError => new StorageHttpError(400, 'InvalidSignature', 'Invalid signature');

/**
 * The claims of a signed-URL token made for exactly `expectedUrl`. A bad or expired token is Storage's
 * InvalidJWT (with jsonwebtoken's reason, e.g. `jwt expired`); a token for another object is InvalidSignature.
 */
export function verifyUrlToken(token: string, expectedUrl: string, secret: string): jwt.JwtPayload {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
  } catch (error) {
    throw invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (typeof payload === 'string' || payload.url !== expectedUrl) throw invalidSignature();
  return payload;
}
