// Selection windows' routes (contracts/src/api/selection.ts): the office lists, admins save and delete, a signed-in
// student reads their own, or enters a hostel's selection (contracts/src/api/waiting-room.ts). The role is re-read on every
// request.
import { Router } from 'express';
import {
  claimSelectionBody,
  deleteSelectionWindowBody,
  saveSelectionWindowBody,
  selectionEntryBody,
} from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import { enterSelection, type LinePace, type LineView } from '../waiting-room/use-cases.js';
import {
  claimSelectionAddress,
  deleteSelectionWindow,
  listSelectionWindows,
  mySelection,
  saveSelectionWindow,
  selectionHostels,
} from './use-cases.js';
import { currentUser, requireAdmin, requireOffice, requireUser } from '../http/auth.js';
import { jsonBody } from '../http/json-body.js';
import { parseInput } from '../http/validation.js';

/** A window's CSV of emails (at most 600,000 characters, escaped in JSON) needs more room than the API's usual 16 kB. */
export const SELECTION_BODY_LIMIT = '1mb';
/** The route that reads its own (larger) body, after checking the admin; app.ts leaves it to it. */
export const SELECTION_SAVE_PATH = '/admin/selection';

export function selectionRoutes(config: Config, deps: AppDeps, pace: LinePace, line: LineView): Router {
  const router = Router();
  const { store } = deps;
  const office = requireOffice(deps.verifyToken, store);
  const admin = requireAdmin(deps.verifyToken, store);
  const user = requireUser(deps.verifyToken);
  const largeJson = jsonBody(SELECTION_BODY_LIMIT);
  const hostels = selectionHostels(store);

  router.get('/admin/selection', office, async (_req, res) => {
    res.json(await listSelectionWindows(store));
  });

  router.post(SELECTION_SAVE_PATH, admin, largeJson, async (req, res) => {
    const body = parseInput(saveSelectionWindowBody, req.body);
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
    res.json(saved);
  });

  router.post('/admin/selection/delete', admin, async (req, res) => {
    const { id } = parseInput(deleteSelectionWindowBody, req.body);
    const deleted = await deleteSelectionWindow(store, currentUser(req), id);
    hostels.forget();
    res.json(deleted);
  });

  router.get('/selection/me', user, async (req, res) => {
    res.json(await mySelection(store, hostels, currentUser(req)));
  });

  router.post('/selection/claim', user, async (req, res) => {
    const { token } = parseInput(claimSelectionBody, req.body);
    res.json(await claimSelectionAddress(store, currentUser(req), token));
  });

  router.post('/selection/enter', user, async (req, res) => {
    const { hostel } = parseInput(selectionEntryBody, req.body);
    res.json(await enterSelection(store, hostels, config.waitingRoom, pace, line, currentUser(req), hostel));
  });

  return router;
}
