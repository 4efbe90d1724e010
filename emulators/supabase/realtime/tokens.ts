// Who a Realtime socket or channel is: its API key or user token checked as Realtime's JwtVerification does.
import jwt from 'jsonwebtoken';
import type { Claims } from '../db';
import { JwtError } from '../jwt';
import type { ProjectKeys } from '../project-keys';

export type TokenRefusal =
  | { kind: 'missing_api_key' }
  | { kind: 'invalid_api_key' }
  | { kind: 'token_malformed' }
  | { kind: 'signature_error' }
  | { kind: 'missing_claims' }
  | { kind: 'expired_token'; secondsAgo: number };

export type TokenCheck = { claims: Readonly<Claims> } | { refused: TokenRefusal };

/**
 * The claims of an API key (publishable or secret: what the gateway turns them into) or of a JWT. A JWT
 * needs `role` and `exp`, as Realtime requires; an expired one reports how long ago it expired.
 */
export function checkToken(keys: ProjectKeys, token: unknown): TokenCheck {
  if (typeof token !== 'string' || token === '') return { refused: { kind: 'missing_api_key' } };
  if (token.startsWith('sb_')) {
    try {
      return { claims: keys.verify(token) };
    } catch {
      return { refused: { kind: 'invalid_api_key' } };
    }
  }
  const decoded = jwt.decode(token);
  if (decoded === null || typeof decoded !== 'object') return { refused: { kind: 'token_malformed' } };
  if (typeof decoded.role !== 'string' || typeof decoded.exp !== 'number')
    return { refused: { kind: 'missing_claims' } };
  try {
    return { claims: keys.verify(token) };
  } catch (error) {
    if (error instanceof JwtError && error.message === 'JWT expired')
      return { refused: { kind: 'expired_token', secondsAgo: Math.floor(Date.now() / 1000) - decoded.exp } };
    return { refused: { kind: 'signature_error' } };
  }
}

/** The handshake's answer to a refused key, as Realtime's UserSocket.handle_error (and the gateway for `sb_` keys). */
export function connectRefusal(refusal: TokenRefusal): { status: number; body: Record<string, string> } {
  switch (refusal.kind) {
    case 'missing_api_key':
      return { status: 401, body: { error: 'API key is missing' } };
    case 'invalid_api_key':
      return { status: 401, body: { message: 'Invalid API key' } };
    case 'expired_token':
      return { status: 401, body: { error: 'Token has expired' } };
    case 'missing_claims':
      return { status: 401, body: { error: 'Fields `role` and `exp` are required in JWT' } };
    case 'token_malformed':
      return { status: 401, body: { error: 'The token provided is not a valid JWT' } };
    case 'signature_error':
      return { status: 401, body: { error: 'Failed to validate JWT signature' } };
  }
}

/** The `reason` of a refused phx_join, as RealtimeChannel.join logs and answers it. */
export function joinRefusal(refusal: TokenRefusal): string {
  switch (refusal.kind) {
    case 'expired_token':
      return `InvalidJWTToken: Token has expired ${refusal.secondsAgo} seconds ago`;
    case 'missing_claims':
      return 'InvalidJWTToken: Fields `role` and `exp` are required in JWT';
    case 'signature_error':
      return 'JwtSignatureError: Failed to validate JWT signature';
    default:
      return 'MalformedJWT: The token provided is not a valid JWT';
  }
}

/** The `system` message that shuts a channel down when a refreshed token is refused (RealtimeChannel.apply_access_token). */
export function refreshRefusal(refusal: TokenRefusal): string {
  switch (refusal.kind) {
    case 'expired_token':
      return `Token has expired ${refusal.secondsAgo} seconds ago`;
    case 'missing_claims':
      return 'Fields `role` and `exp` are required in JWT';
    case 'signature_error':
      // Realtime answers this one with the inspected error term.
      return ':signature_error';
    default:
      return 'The token provided is not a valid JWT';
  }
}
