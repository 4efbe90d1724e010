// Mess bills (contracts/src/api/mess-bills.ts): the student's month and its card payment, and the office's dues,
// corrections and scorecard (any office role may call; the database keeps each to its messes).
import { Router } from 'express';
import { messBillsApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { billMesses, correctBill, messDues, saveThresholds, scorecard } from './office-use-cases.js';
import { cancelBillPayment, getBill, getBillPayment, payBill } from './use-cases.js';

export function messBillRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const bills = paymentDeps(config, deps);

  on(messBillsApi.bill, ({ req, params }) => getBill(bills, currentUser(req), params.month));
  on(messBillsApi.pay, ({ req, params }) => payBill(bills, currentUser(req), params.month));
  on(messBillsApi.payment, ({ req, params }) => getBillPayment(bills, currentUser(req), params.payment_intent));
  on(messBillsApi.cancel, ({ req, params }) => cancelBillPayment(bills, currentUser(req), params.payment_intent));
  on(messBillsApi.messes, ({ req }) => billMesses(deps.store, currentUser(req)));
  on(messBillsApi.dues, ({ req, params }) => messDues(deps.store, currentUser(req), params.mess_id, params.month));
  on(messBillsApi.correct, ({ req, body }) => correctBill(deps.store, currentUser(req), body));
  on(messBillsApi.scorecard, ({ req, params }) =>
    scorecard(deps.store, currentUser(req), params.mess_id, params.month),
  );
  on(messBillsApi.saveThresholds, ({ req, body }) => {
    const { mess_id, ...values } = body;
    return saveThresholds(deps.store, currentUser(req), mess_id, values);
  });

  return router;
}
