// Office routes (contracts/src/api/admin.ts): password login (staff and admins) and the one-button Resolve of
// applications and complaints, which the admin pages have always called.
import { Router } from 'express';
import { adminApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { loginRateLimit } from '../http/rate-limit.js';
import { declaredRoutes } from '../http/typed-route.js';
import { adminLogin, resolveApplication, resolveComplaint } from './use-cases.js';

export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));

  on(
    adminApi.login,
    // req.ip is the client's address as TRUST_PROXY_HOPS defines it: GoTrue's limit must fall on that caller alone.
    ({ req, body }) => adminLogin(deps.authClient(req.ip), body.email, body.password),
    { before: [loginRateLimit()] },
  );
  on(adminApi.resolveApplication, ({ req, body }) =>
    resolveApplication(deps.store, currentUser(req), body.application_id),
  );
  on(adminApi.resolveComplaint, ({ req, body }) => resolveComplaint(deps.store, currentUser(req), body.complaint_id));

  return router;
}
