// Who may act for the office (contracts/src/api/people.ts), admins only: the people list, roles and declarations. The
// role is re-read on every request.
import { Router } from 'express';
import { peopleApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { correctDeclaration, decideAccess, listPeople, setRole } from './use-cases.js';

export function peopleRoutes(deps: AppDeps): Router {
  const router = Router();
  const { store } = deps;
  const on = declaredRoutes(router, accessGuards(deps));

  on(peopleApi.list, ({ body }) => listPeople(store, body.query || null, body.page ?? 1));
  on(peopleApi.setRole, ({ req, body }) => setRole(store, currentUser(req), body.user_id, body.role, body.places));
  on(peopleApi.decideAccess, ({ req, body }) => decideAccess(store, currentUser(req), body.request_id, body.grant));
  on(peopleApi.correctDeclaration, ({ req, body }) =>
    correctDeclaration(store, currentUser(req), body.user_id, { gender: body.gender, married: body.married }),
  );

  return router;
}
