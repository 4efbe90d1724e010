// The hostel office's routes (contracts/src/api/office.ts): staff and admins, some admins only; and the student's
// reply to their own complaint (roles and declarations are people/'s). Routes call the use cases with what the
// declarations parsed; the role is re-read on every request.
import { Router } from 'express';
import { officeApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { refundBooking } from './refund.js';
import {
  assignComplaint,
  checkInBed,
  checkOutBed,
  decideApplication,
  replyToComplaint,
  setRoomPrice,
  setRoomService,
  startComplaint,
} from './use-cases.js';

export function officeRoutes(deps: AppDeps): Router {
  const router = Router();
  const { store } = deps;
  const on = declaredRoutes(router, accessGuards(deps));

  on(officeApi.decideApplication, ({ req, body }) =>
    decideApplication(store, currentUser(req), body.application_id, body.decision, body.note || null),
  );
  on(officeApi.replyAsOffice, ({ req, body }) =>
    replyToComplaint(store, currentUser(req), body.complaint_id, body.body, 'office'),
  );
  on(officeApi.replyAsStudent, ({ req, body }) =>
    replyToComplaint(store, currentUser(req), body.complaint_id, body.body, 'student'),
  );
  on(officeApi.assignComplaint, ({ req, body }) =>
    assignComplaint(store, currentUser(req), body.complaint_id, body.staff_id),
  );
  on(officeApi.startComplaint, ({ req, body }) => startComplaint(store, currentUser(req), body.complaint_id));
  on(officeApi.setRoomService, ({ req, body }) => setRoomService(store, currentUser(req), body.room_id, body.reason));
  on(officeApi.setRoomPrice, ({ req, body }) =>
    setRoomPrice(store, currentUser(req), body.hostel_name, body.occupancy, body.price_minor, body.fee_period ?? null),
  );
  on(officeApi.checkIn, ({ req, body }) => checkInBed(store, currentUser(req), body.bed_id));
  on(officeApi.checkOut, ({ req, body }) => checkOutBed(store, currentUser(req), body.bed_id));
  on(officeApi.refund, ({ req, body }) => refundBooking(deps, currentUser(req), body.booking_id, body.reason));

  return router;
}
