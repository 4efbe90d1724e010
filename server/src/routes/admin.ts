// Admin routes: password login and resolving applications and complaints.
import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { adminLogin, resolveApplication, resolveComplaint } from '../domain/admin.js';
import { currentUser, requireAdmin } from '../middleware/auth.js';
import { loginRateLimit } from '../middleware/rate-limit.js';
import { parseInput, positiveId, text } from './validation.js';

const loginBody = z.object({
  email: text(320),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .min(1, 'must not be empty')
    .max(1024, 'must be at most 1024 characters'),
});

const resolveApplicationBody = z.object({ application_id: text(64) });
const resolveComplaintBody = z.object({ complaint_id: positiveId });

export function adminRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps.verifyToken);

  router.post('/admin/login', loginRateLimit(), async (req, res) => {
    const { email, password } = parseInput(loginBody, req.body);
    // req.ip is the client's address as TRUST_PROXY_HOPS defines it: GoTrue's limit must fall on that caller alone.
    res.json(await adminLogin(deps.authClient(req.ip), email, password));
  });

  router.post('/admin/resolve-application', admin, async (req, res) => {
    const { application_id } = parseInput(resolveApplicationBody, req.body);
    res.json(await resolveApplication(deps.store, currentUser(req), application_id));
  });

  router.post('/admin/resolve-complaint', admin, async (req, res) => {
    const { complaint_id } = parseInput(resolveComplaintBody, req.body);
    res.json(await resolveComplaint(deps.store, currentUser(req), complaint_id));
  });

  return router;
}
