// The project's keys, as a Supabase project of today holds them: publishable and secret API keys, an ES256 signing key
// published as a JWKS, and the legacy HS256 secret with its anon / service-role keys.
import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPairSync,
  randomUUID,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Claims } from './db';
import { JwtError } from './jwt';

/** How user access tokens are signed: ES256 as projects are today, or HS256 as a legacy project does. */
export type SigningMode = 'es256' | 'hs256';

export interface ProjectKeysOptions {
  /** Where the ES256 signing key is kept (created on first start), so tokens outlive a restart. */
  dataDir: string;
  signing?: SigningMode;
  legacyJwtSecret?: string;
  publishableKey?: string;
  secretKey?: string;
}

/** A JWK of the project's public signing key, in the shape GoTrue's JWKS endpoint publishes. */
export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

export interface ProjectKeys {
  readonly signing: SigningMode;
  readonly publishableKey: string;
  readonly secretKey: string;
  readonly legacyJwtSecret: string;
  /** `/auth/v1/.well-known/jwks.json`: the asymmetric key that verifies user tokens (none for a legacy HS256 project). */
  readonly jwks: { keys: PublicJwk[] };
  /** Signs user access tokens as GoTrue does (kid in the header when asymmetric). */
  sign(claims: Record<string, unknown>, options?: { expiresInSeconds?: number }): string;
  /** The claims of an API key or a token; throws JwtError for anything the project did not issue. */
  verify(token: string): Readonly<Claims>;
}

const storedKey = z.object({
  kid: z.string().min(1),
  privateJwk: z.looseObject({ kty: z.literal('EC'), crv: z.literal('P-256') }),
});

/** The ES256 key pair under `<dataDir>/auth/signing-key.json`, made on first use (owner-readable only). */
function loadSigningKey(dataDir: string): {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: PublicJwk;
} {
  const file = path.join(dataDir, 'auth', 'signing-key.json');
  let stored: z.infer<typeof storedKey>;
  try {
    stored = storedKey.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`${file} is not a signing key; remove it to make a new one`);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    stored = {
      kid: randomUUID(),
      privateJwk: privateKey.export({ format: 'jwk' }) as z.infer<typeof storedKey>['privateJwk'],
    };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  const privateKey = createPrivateKey({ key: stored.privateJwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return {
    kid: stored.kid,
    privateKey,
    publicKey,
    publicJwk: { kty, crv, x, y, kid: stored.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}

/** Tokens already verified: a session sends the same token with every request until it refreshes. */
const VERIFIED_MAX = 10_000;

/** The project's keys; the ES256 key is read from (or made in) `dataDir`. */
export function projectKeys(opts: ProjectKeysOptions): ProjectKeys {
  const signing = opts.signing ?? 'es256';
  const legacyJwtSecret = opts.legacyJwtSecret ?? LOCAL_SUPABASE.legacyJwtSecret;
  const publishableKey = opts.publishableKey ?? LOCAL_SUPABASE.publishableKey;
  const secretKey = opts.secretKey ?? LOCAL_SUPABASE.secretKey;
  const es256 = loadSigningKey(opts.dataDir);
  const hmac = createSecretKey(Buffer.from(legacyJwtSecret, 'utf8'));
  // What the API gateway puts in place of a new-style API key before PostgREST, Storage or GoTrue see the request.
  const apiKeyClaims = new Map<string, Readonly<Claims>>([
    [publishableKey, Object.freeze({ iss: 'supabase', role: 'anon' })],
    [secretKey, Object.freeze({ iss: 'supabase', role: 'service_role' })],
  ]);
  const verified = new Map<string, Readonly<Claims>>();

  const verifyUncached = (token: string): Readonly<Claims> => {
    let payload: string | jwt.JwtPayload;
    try {
      const decoded = jwt.decode(token, { complete: true });
      const alg = decoded?.header.alg;
      if (alg === 'ES256') {
        if (signing !== 'es256' || decoded?.header.kid !== es256.kid)
          throw new JwtError('Invalid JWT: unknown signing key (kid)');
        payload = jwt.verify(token, es256.publicKey, { algorithms: ['ES256'] });
      } else {
        payload = jwt.verify(token, hmac, { algorithms: ['HS256'] });
      }
    } catch (error) {
      if (error instanceof JwtError) throw error;
      if (error instanceof jwt.TokenExpiredError) throw new JwtError('JWT expired', 'PGRST303');
      if (error instanceof jwt.NotBeforeError) throw new JwtError('JWT not active yet', 'PGRST303');
      throw new JwtError(`Invalid JWT: ${error instanceof Error ? error.message : 'invalid token'}`);
    }
    if (typeof payload === 'string' || payload === null) throw new JwtError('Invalid JWT: payload is not an object');
    const role: unknown = payload.role;
    if (typeof role !== 'string' || role === '') throw new JwtError('JWT has no role claim', 'PGRST303');
    return Object.freeze({ ...payload, role });
  };

  return {
    signing,
    publishableKey,
    secretKey,
    legacyJwtSecret,
    jwks: { keys: signing === 'es256' ? [es256.publicJwk] : [] },
    sign(claims, options = {}) {
      const body =
        options.expiresInSeconds === undefined || 'exp' in claims
          ? claims
          : { ...claims, exp: Math.floor(Date.now() / 1000) + options.expiresInSeconds };
      return signing === 'es256'
        ? jwt.sign(body, es256.privateKey, {
            algorithm: 'ES256',
            keyid: es256.kid,
            header: { alg: 'ES256', typ: 'JWT', kid: es256.kid },
          })
        : jwt.sign(body, hmac, { algorithm: 'HS256', header: { alg: 'HS256', typ: 'JWT' } });
    },
    verify(token) {
      const keyClaims = apiKeyClaims.get(token);
      if (keyClaims) return keyClaims;
      if (token.startsWith('sb_')) throw new JwtError('Invalid API key');
      // A verified token is remembered (its signature cannot change) but its expiry is checked on every use.
      let claims = verified.get(token);
      if (!claims) {
        claims = verifyUncached(token);
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, claims);
      }
      if (typeof claims.exp === 'number' && Math.floor(Date.now() / 1000) >= claims.exp) {
        verified.delete(token);
        throw new JwtError('JWT expired', 'PGRST303');
      }
      return claims;
    },
  };
}
