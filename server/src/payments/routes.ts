// Booking and payment routes: create, cancel and read PaymentIntents for the signed-in payer.
import { Router } from 'express';
import { cancelPaymentIntentBody, createPaymentIntentBody, paymentIntentId } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { cancelPayment, createPaymentIntent, getPaymentDetails } from './use-cases.js';
import { currentUser, requireUser } from '../http/auth.js';
import { parseInput } from '../http/validation.js';

export function paymentRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const user = requireUser(deps.verifyToken);
  const payments = paymentDeps(config, deps);

  router.post('/create-payment-intent', user, async (req, res) => {
    const body = parseInput(createPaymentIntentBody, req.body);
    res.json(
      await createPaymentIntent(payments, currentUser(req), {
        hostel: body.hosteltype,
        roomId: body.room_id,
        bed: body.bed ?? null,
        userType: body.user_type,
        description: body.description,
        shipping: body.shipping,
      }),
    );
  });

  router.post('/cancel-payment-intent', user, async (req, res) => {
    const { payment_intent } = parseInput(cancelPaymentIntentBody, req.body);
    res.json(await cancelPayment(payments, currentUser(req), payment_intent));
  });

  router.get('/get-payment-details/:payment_intent', user, async (req, res) => {
    const id = parseInput(paymentIntentId, req.params.payment_intent, 'payment_intent');
    res.json(await getPaymentDetails(payments, currentUser(req), id));
  });

  return router;
}
