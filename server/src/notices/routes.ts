// The notices routes (contracts/src/api/notices.ts): the office saves a notice; the audience's lists are passed only
// for the audience that uses them.
import { Router } from 'express';
import { noticesApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { saveNotice } from './use-cases.js';

export function noticeRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));

  on(noticesApi.save, ({ req, body }) =>
    saveNotice(deps.store, currentUser(req), {
      id: body.id ?? null,
      title: body.title,
      body: body.body,
      publishedAt: body.published_at,
      audience: body.audience,
      hostels: body.audience === 'hostels' ? (body.hostels ?? []) : [],
      roles: body.audience === 'roles' ? (body.roles ?? []) : [],
      important: body.important,
    }),
  );

  return router;
}
