// The hostel office's routes (contracts/src/api/office.ts): staff and admins, some admins only; and the student's
// reply to their own complaint (roles and declarations are people/'s). Routes validate and call the use cases; the role
// is re-read on every request.
import { Router } from 'express';
import {
  assignComplaintBody,
  bedActionBody,
  complaintReplyBody,
  decideApplicationBody,
  refundBody,
  roomPriceBody,
  roomServiceBody,
  saveNoticeBody,
  startComplaintBody,
} from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import {
  assignComplaint,
  checkInBed,
  checkOutBed,
  decideApplication,
  replyToComplaint,
  saveNotice,
  setRoomPrice,
  setRoomService,
  startComplaint,
} from './use-cases.js';
import { refundBooking } from './refund.js';
import { currentUser, requireAdmin, requireOffice, requireUser } from '../http/auth.js';
import { parseInput } from '../http/validation.js';

export function officeRoutes(deps: AppDeps): Router {
  const router = Router();
  const { store } = deps;
  const office = requireOffice(deps.verifyToken, store);
  const admin = requireAdmin(deps.verifyToken, store);
  const user = requireUser(deps.verifyToken);

  router.post('/admin/decide-application', office, async (req, res) => {
    const body = parseInput(decideApplicationBody, req.body);
    res.json(await decideApplication(store, currentUser(req), body.application_id, body.decision, body.note || null));
  });

  router.post('/admin/complaints/reply', office, async (req, res) => {
    const { complaint_id, body } = parseInput(complaintReplyBody, req.body);
    res.json(await replyToComplaint(store, currentUser(req), complaint_id, body, 'office'));
  });

  router.post('/complaints/reply', user, async (req, res) => {
    const { complaint_id, body } = parseInput(complaintReplyBody, req.body);
    res.json(await replyToComplaint(store, currentUser(req), complaint_id, body, 'student'));
  });

  router.post('/admin/complaints/assign', office, async (req, res) => {
    const { complaint_id, staff_id } = parseInput(assignComplaintBody, req.body);
    res.json(await assignComplaint(store, currentUser(req), complaint_id, staff_id));
  });

  router.post('/admin/complaints/start', office, async (req, res) => {
    const { complaint_id } = parseInput(startComplaintBody, req.body);
    res.json(await startComplaint(store, currentUser(req), complaint_id));
  });

  router.post('/admin/notices', office, async (req, res) => {
    const body = parseInput(saveNoticeBody, req.body);
    res.json(
      await saveNotice(store, currentUser(req), {
        id: body.id ?? null,
        title: body.title,
        body: body.body,
        publishedAt: body.published_at,
      }),
    );
  });

  router.post('/admin/rooms/service', office, async (req, res) => {
    const { room_id, reason } = parseInput(roomServiceBody, req.body);
    res.json(await setRoomService(store, currentUser(req), room_id, reason));
  });

  router.post('/admin/rooms/price', admin, async (req, res) => {
    const { hostel_name, occupancy, price_minor } = parseInput(roomPriceBody, req.body);
    res.json(await setRoomPrice(store, currentUser(req), hostel_name, occupancy, price_minor));
  });

  router.post('/admin/beds/check-in', office, async (req, res) => {
    const { bed_id } = parseInput(bedActionBody, req.body);
    res.json(await checkInBed(store, currentUser(req), bed_id));
  });

  router.post('/admin/beds/check-out', office, async (req, res) => {
    const { bed_id } = parseInput(bedActionBody, req.body);
    res.json(await checkOutBed(store, currentUser(req), bed_id));
  });

  router.post('/admin/refund', admin, async (req, res) => {
    const { booking_id, reason } = parseInput(refundBody, req.body);
    res.json(await refundBooking(deps, currentUser(req), booking_id, reason));
  });

  return router;
}
