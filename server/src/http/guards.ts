// What stands before a declared route, by the access its declaration names (contracts/src/api/route.ts).
import express from 'express';
import type { AppDeps } from '../deps.js';
import { requireAdmin, requireOffice, requireStudent, requireUser } from './auth.js';
import type { Guards } from './typed-route.js';

/** The Stripe webhook's body limit: an event is a few kilobytes, with room for Stripe's larger ones. */
const WEBHOOK_BODY_LIMIT = '512kb';

export function accessGuards(deps: AppDeps): Guards {
  return {
    public: [],
    user: [requireUser(deps.verifyToken)],
    student: [requireStudent(deps.verifyToken, deps.guestAccount)],
    office: [requireOffice(deps.verifyToken, deps.officeRole)],
    places: [requireOffice(deps.verifyToken, deps.officeRole, 'places')],
    admin: [requireAdmin(deps.verifyToken, deps.officeRole)],
    // Stripe proves itself by the signature over the exact bytes, which the route checks: its body is read raw.
    stripe: [express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT })],
  };
}
