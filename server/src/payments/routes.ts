// Booking and payment routes (contracts/src/api/payments.ts): create, cancel and read PaymentIntents for the
// signed-in payer.
import { Router } from 'express';
import { paymentsApi } from '@campus-hostel/contracts/api';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { createGuestStayIntent } from '../guest-stays/payment.js';
import { cancelPayment, createPaymentIntent, getPaymentDetails } from './use-cases.js';

export function paymentRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const payments = paymentDeps(config, deps);

  on(paymentsApi.createPaymentIntent, ({ req, body }) => {
    // Nights (with their check-in and guest, as the body's check requires): a guest house's room, priced per night.
    if (body.nights !== undefined && body.check_in !== undefined && body.guest_name !== undefined) {
      return createGuestStayIntent(payments, currentUser(req), {
        hostel: body.hosteltype,
        roomId: body.room_id,
        checkIn: body.check_in,
        nights: body.nights,
        guestName: body.guest_name,
        payerName: body.shipping.name,
        payerEmail: body.shipping.email,
      });
    }
    return createPaymentIntent(payments, currentUser(req), {
      hostel: body.hosteltype,
      roomId: body.room_id,
      bed: body.bed ?? null,
      userType: body.user_type,
      description: body.description,
      shipping: body.shipping,
    });
  });
  on(paymentsApi.cancelPaymentIntent, ({ req, body }) =>
    cancelPayment(payments, currentUser(req), body.payment_intent),
  );
  on(paymentsApi.paymentDetails, ({ req, params }) =>
    getPaymentDetails(payments, currentUser(req), params.payment_intent),
  );

  return router;
}
