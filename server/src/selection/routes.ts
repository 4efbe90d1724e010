// Selection windows' routes (contracts/src/api/selection.ts): the office lists, admins save and delete, a signed-in
// student reads their own and claims a listed address. The role is re-read on every request.
import { Router } from 'express';
import { selectionApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { jsonBody } from '../http/json-body.js';
import { declaredRoutes } from '../http/typed-route.js';
import type { CachedRead } from '../timing/cached-read.js';
import {
  claimSelectionAddress,
  deleteSelectionWindow,
  listSelectionWindows,
  mySelection,
  saveSelectionWindow,
} from './use-cases.js';

/** A window's CSV of emails (at most 600,000 characters, escaped in JSON) needs more room than the API's usual 16 kB. */
export const SELECTION_BODY_LIMIT = '1mb';

/** `hostels`: the hostels under selection as this instance last read them, forgotten after a save or a delete. */
export function selectionRoutes(deps: AppDeps, hostels: CachedRead<string[]>): Router {
  const router = Router();
  const { store } = deps;
  const on = declaredRoutes(router, accessGuards(deps));

  on(selectionApi.windows, () => listSelectionWindows(store));
  // Reads its own larger body once the admin is known: app.ts leaves this route's body to it.
  on(
    selectionApi.save,
    async ({ req, body }) => {
      const saved = await saveSelectionWindow(store, currentUser(req), {
        id: body.id ?? null,
        name: body.name,
        opensAt: body.opens_at,
        closesAt: body.closes_at,
        hostels: body.hostels,
        audience: body.audience,
        slotSize: body.slot_size ?? null,
        slotMinutes: body.slot_minutes ?? null,
        emails: body.emails_csv ?? null,
      });
      hostels.forget();
      return saved;
    },
    { before: [jsonBody(SELECTION_BODY_LIMIT)] },
  );
  on(selectionApi.delete, async ({ req, body }) => {
    const deleted = await deleteSelectionWindow(store, currentUser(req), body.id);
    hostels.forget();
    return deleted;
  });
  on(selectionApi.mine, ({ req }) => mySelection(store, hostels, currentUser(req)));
  on(selectionApi.claim, ({ req, body }) => claimSelectionAddress(store, currentUser(req), body.token));

  return router;
}
