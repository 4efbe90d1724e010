// Office routes: password login (staff and admins) and the one-button Resolve of applications and complaints, which
// the admin pages have always called.
import { Router } from 'express';
import { adminLoginBody, resolveApplicationBody, resolveComplaintBody } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { adminLogin, resolveApplication, resolveComplaint } from './use-cases.js';
import { currentUser, requireOffice } from '../http/auth.js';
import { loginRateLimit } from '../http/rate-limit.js';
import { parseInput } from '../http/validation.js';

export function adminRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const office = requireOffice(deps.verifyToken, deps.store);

  router.post('/admin/login', loginRateLimit(), async (req, res) => {
    const { email, password } = parseInput(adminLoginBody, req.body);
    // req.ip is the client's address as TRUST_PROXY_HOPS defines it: GoTrue's limit must fall on that caller alone.
    res.json(await adminLogin(deps.authClient(req.ip), email, password));
  });

  router.post('/admin/resolve-application', office, async (req, res) => {
    const { application_id } = parseInput(resolveApplicationBody, req.body);
    res.json(await resolveApplication(deps.store, currentUser(req), application_id));
  });

  router.post('/admin/resolve-complaint', office, async (req, res) => {
    const { complaint_id } = parseInput(resolveComplaintBody, req.body);
    res.json(await resolveComplaint(deps.store, currentUser(req), complaint_id));
  });

  return router;
}
