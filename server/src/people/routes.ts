// Who may act for the office (contracts/src/api/people.ts), admins only: the people list, roles and declarations. The
// role is re-read on every request.
import { Router } from 'express';
import { correctDeclarationBody, peopleBody, setRoleBody } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser, requireAdmin } from '../http/auth.js';
import { parseInput } from '../http/validation.js';
import { correctDeclaration, listPeople, setRole } from './use-cases.js';

export function peopleRoutes(deps: AppDeps): Router {
  const router = Router();
  const { store } = deps;
  const admin = requireAdmin(deps.verifyToken, store);

  router.post('/admin/people', admin, async (req, res) => {
    const { query, page } = parseInput(peopleBody, req.body);
    res.json(await listPeople(store, query || null, page ?? 1));
  });

  router.post('/admin/people/role', admin, async (req, res) => {
    const { user_id, role } = parseInput(setRoleBody, req.body);
    res.json(await setRole(store, currentUser(req), user_id, role));
  });

  router.post('/admin/people/declaration', admin, async (req, res) => {
    const { user_id, gender, married } = parseInput(correctDeclarationBody, req.body);
    res.json(await correctDeclaration(store, currentUser(req), user_id, { gender, married }));
  });

  return router;
}
