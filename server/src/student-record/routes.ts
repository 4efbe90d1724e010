// The student record's office routes (contracts/src/api/student-record.ts): staff and admins correct a record with a
// reason; admins set the roll number's format.
import { Router } from 'express';
import { studentRecordApi } from '@campus-hostel/contracts/api';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { correctRecord, setRollNumberFormat } from './use-cases.js';

export function recordRoutes(deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));

  on(studentRecordApi.correct, ({ req, body }) =>
    correctRecord(deps.store, currentUser(req), body.user_id, body.record, body.reason),
  );
  on(studentRecordApi.setFormat, ({ req, body }) =>
    setRollNumberFormat(deps.store, currentUser(req), body.pattern, body.example),
  );

  return router;
}
