// Work orders (contracts/src/api/work-orders.ts): the technician's phone page, the student's word on a fix, and the
// office's, open to any office role and kept by the database to the jobs and hostels each serves.
import { Router } from 'express';
import { workOrdersApi as api } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import {
  contractorStatement,
  myJobs,
  officeJobs,
  officeStep,
  recurringJobs,
  saveRecurringJob,
  setTradeSla,
  studentJobs,
  studentStep,
  technicianStep,
  technicians,
  tradeSlas,
} from './use-cases.js';

export function workOrderRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const store = deps.store;

  on(api.jobs, ({ req }) => myJobs(store, currentUser(req)));
  on(api.scheduleVisit, ({ req, params, body }) =>
    technicianStep(store, currentUser(req), params.id, {
      kind: 'schedule',
      visitFrom: body.visit_from,
      visitTo: body.visit_to,
    }),
  );
  on(api.addPhoto, ({ req, params, body }) =>
    technicianStep(store, currentUser(req), params.id, { kind: 'photo', stage: body.stage, path: body.path }),
  );
  on(api.addMaterial, ({ req, params, body }) =>
    technicianStep(store, currentUser(req), params.id, { kind: 'material', item: body.item, quantity: body.quantity }),
  );
  on(api.done, ({ req, params }) => technicianStep(store, currentUser(req), params.id, { kind: 'done' }));
  on(api.mine, ({ req }) => studentJobs(store, currentUser(req)));
  on(api.confirm, ({ req, params }) => studentStep(store, currentUser(req), params.id, { kind: 'confirm' }));
  on(api.reopen, ({ req, params, body }) =>
    studentStep(store, currentUser(req), params.id, { kind: 'reopen', note: body.note }),
  );
  on(api.rate, ({ req, params, body }) =>
    studentStep(store, currentUser(req), params.id, { kind: 'rate', rating: body.rating }),
  );
  on(api.officeJobs, ({ req, query }) => officeJobs(store, currentUser(req), query));
  on(api.slas, ({ req }) => tradeSlas(store, currentUser(req)));
  on(api.setSla, ({ req, params, body }) => setTradeSla(store, currentUser(req), params.trade, body.hours));
  on(api.technicians, ({ req }) => technicians(store, currentUser(req)));
  on(api.assign, ({ req, params, body }) =>
    officeStep(store, currentUser(req), params.id, { kind: 'assign', technicianId: body.technician_id }),
  );
  on(api.schedule, ({ req, params, body }) =>
    officeStep(store, currentUser(req), params.id, {
      kind: 'schedule',
      visitFrom: body.visit_from,
      visitTo: body.visit_to,
    }),
  );
  on(api.recurring, ({ req }) => recurringJobs(store, currentUser(req)));
  on(api.saveRecurring, ({ req, body }) => saveRecurringJob(store, currentUser(req), body));
  on(api.statement, ({ params }) => contractorStatement(store, params.trade, params.month));

  return router;
}
