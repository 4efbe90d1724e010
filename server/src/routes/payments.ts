// Booking and payment routes: create, cancel and read PaymentIntents for the signed-in payer.
import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { HOSTELS, cancelPayment, createPaymentIntent, getPaymentDetails } from '../domain/payments.js';
import { currentUser, requireUser } from '../middleware/auth.js';
import { parseInput, paymentIntentId, positiveId, text } from './validation.js';

const createBody = z.object({
  // The client still sends `amount` (spec §7); it is ignored: the room's price is charged.
  amount: z.unknown().optional(),
  shipping: z.object(
    {
      // The same limits as the bookings table's checks, so a valid request never fails in SQL.
      name: text(200),
      city: text(100),
      state: text(100),
      pincode: text(20),
      email: text(320, 3),
    },
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
  ),
  description: text(2000),
  hosteltype: z.enum(HOSTELS, { error: `must be one of ${HOSTELS.join(', ')}` }),
  room_id: positiveId,
  user_type: z.enum(['student', 'guest'], { error: 'must be student or guest' }).default('student'),
});

const cancelBody = z.object({ payment_intent: paymentIntentId });

export function paymentRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const user = requireUser(deps.verifyToken);
  const payments = paymentDeps(config, deps);

  router.post('/create-payment-intent', user, async (req, res) => {
    const body = parseInput(createBody, req.body);
    res.json(
      await createPaymentIntent(payments, currentUser(req), {
        hostel: body.hosteltype,
        roomId: body.room_id,
        userType: body.user_type,
        description: body.description,
        shipping: body.shipping,
      }),
    );
  });

  router.post('/cancel-payment-intent', user, async (req, res) => {
    const { payment_intent } = parseInput(cancelBody, req.body);
    res.json(await cancelPayment(payments, currentUser(req), payment_intent));
  });

  router.get('/get-payment-details/:payment_intent', user, async (req, res) => {
    const id = parseInput(paymentIntentId, req.params.payment_intent, 'payment_intent');
    res.json(await getPaymentDetails(payments, currentUser(req), id));
  });

  return router;
}
