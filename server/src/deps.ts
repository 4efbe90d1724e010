// The app's outside collaborators, built once from the config (tests build them against the stand-ins).
import type { Supabase } from './clients/supabase.js';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { createMailer, type Mailer } from './clients/mailer.js';
import { createStripe } from './clients/stripe.js';
import { createSupabaseAdmin, createSupabaseAuth, createSupabaseJwks, type SupabaseJwks } from './clients/supabase.js';
import type { Config } from './config.js';
import { createHostelStore, type HostelStore } from './hostel-store.js';
import type { PaymentDeps } from './payments/use-cases.js';
import { createLogger } from './logger.js';
import { accessTokenVerifier, type GuestReader, type RoleReader, type TokenVerifier } from './http/auth.js';
import { batched } from './timing/batched.js';
import { freshSharedRead, keptRead } from './timing/shared-read.js';

export interface AppDeps {
  logger: Logger;
  store: HostelStore;
  stripe: Stripe;
  /** A new client per admin password check, speaking for the given client IP (see clients/supabase.ts). */
  authClient: (clientIp: string | undefined) => Supabase;
  /** The project's published token keys, which the server keeps fresh (clients/supabase.ts). */
  jwks: SupabaseJwks;
  /** Checks user access tokens against those keys (and a legacy HS256 secret when configured). */
  verifyToken: TokenVerifier;
  /**
   * The office role an account holds now, for the office routes' guards: the requests of one account that arrive
   * while its role is read share the read after it (a counter scanning a queue asks once per round, not per scan).
   */
  officeRole: RoleReader;
  /**
   * Whether an account is a guest's, for the students' routes' guard: read once per account, since it never changes,
   * and the accounts first seen together (a selection day's opening) in one read.
   */
  guestAccount: GuestReader;
  /** Outgoing email (SMTP_URL): the outbox's sender and the password reset mail. */
  mailer: Mailer;
}

/** Accounts whose kind the API keeps in memory: every student of a busy selection day, at a few dozen bytes each. */
const KEPT_ACCOUNT_KINDS = 50_000;

/** The most accounts one read of their kinds asks for (public.guest_flags' own limit). */
const GUEST_FLAGS_AT_ONCE = 1000;

export function buildDeps(config: Config, logger: Logger = createLogger(config.logLevel)): AppDeps {
  const jwks = createSupabaseJwks(config);
  const store = createHostelStore(createSupabaseAdmin(config));
  return {
    logger,
    store,
    stripe: createStripe(config),
    authClient: (clientIp) => createSupabaseAuth(config, clientIp),
    jwks,
    verifyToken: accessTokenVerifier(jwks, config.supabaseJwtSecret),
    officeRole: freshSharedRead((userId) => store.accountRole(userId)),
    guestAccount: keptRead(
      batched((userIds: string[]) => store.guestFlags(userIds), GUEST_FLAGS_AT_ONCE),
      KEPT_ACCOUNT_KINDS,
    ),
    mailer: createMailer(config),
  };
}

export function paymentDeps(config: Config, deps: AppDeps): PaymentDeps {
  return {
    store: deps.store,
    stripe: deps.stripe,
    logger: deps.logger,
    currency: config.currency,
    holdMinutes: config.roomHoldMinutes,
    waitingRoom: config.waitingRoom,
  };
}
