// Payment faults on PostgreSQL: the API dies between a confirmed payment and its webhook; webhooks arrive repeatedly and out of order.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { PaymentIntentAnswer } from '@campus-hostel/contracts/api';
import { signatureHeader } from '@campus-hostel/emulators/stripe';
import {
  bookingBody,
  call,
  confirmWithCard,
  eventually,
  LOCAL_STRIPE,
  roomState,
  startBackend,
  type Backend,
  type Student,
} from '../src/backend';

interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id: string } };
}

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'));
});

afterAll(async () => {
  await backend?.close();
});

async function holdAndPay(student: Student, room: { id: number; hostel_name: string }): Promise<PaymentIntentAnswer> {
  const created = await call<PaymentIntentAnswer>(`${backend.apiUrl}/create-payment-intent`, {
    token: student.token,
    body: bookingBody(student, room),
  });
  expect(created.status).toBe(200);
  const confirmed = await confirmWithCard(backend.stripeUrl, created.body.paymentIntentId, created.body.clientSecret);
  expect(confirmed.body.status).toBe('succeeded');
  return created.body;
}

function succeededEvent(intentId: string): StripeEvent {
  const event = (backend.stripe.events() as unknown as StripeEvent[]).find(
    (e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intentId,
  );
  if (!event) throw new Error(`no payment_intent.succeeded for ${intentId}`);
  return event;
}

/** The failure events Stripe could send for the same intent, as if delivered late from an earlier attempt. */
function lateFailures(succeeded: StripeEvent): StripeEvent[] {
  const intent = succeeded.data.object;
  return [
    {
      ...succeeded,
      id: `${succeeded.id}_failed`,
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          ...intent,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', type: 'card_error' },
        },
      },
    },
    {
      ...succeeded,
      id: `${succeeded.id}_canceled`,
      type: 'payment_intent.canceled',
      data: { object: { ...intent, status: 'canceled', cancellation_reason: 'abandoned' } },
    },
  ];
}

async function deliver(event: StripeEvent): Promise<number> {
  const payload = JSON.stringify(event);
  const res = await fetch(backend.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signatureHeader(payload, LOCAL_STRIPE.webhookSecret, Math.floor(Date.now() / 1000)),
    },
    body: payload,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('when the API is killed after a payment is confirmed and before its webhook lands', () => {
  it('then the stand-in keeps retrying, the restarted API finalises, and the booking is paid exactly once', async () => {
    const [student] = await backend.students(1, 'killed-api');
    if (!student) throw new Error('no student');
    const room = await backend.vacantRoom();
    backend.stripe.setWebhookUrl(null);
    const intent = await holdAndPay(student, room);

    await backend.stopApi('SIGKILL');
    // Deliveries now hit a dead port and are retried.
    backend.stripe.setWebhookUrl(backend.webhookUrl);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await roomState(backend.query, room.id, intent.paymentIntentId)).booking_status).toBe('held');

    await backend.startApi();
    const final = await eventually(
      () => roomState(backend.query, room.id, intent.paymentIntentId),
      (state) => state.booking_status === 'paid',
    );
    expect(final).toMatchObject({
      status: true,
      occupant_id: student.id,
      held_by: null,
      paid_bookings: 1,
      paid_by: student.id,
    });
  });
});

describe('when the same webhook event arrives five times and a failure event arrives after it', () => {
  it('then the booking ends paid once: room occupied by the payer, one paid booking', async () => {
    const [student] = await backend.students(1, 'replay');
    if (!student) throw new Error('no student');
    const room = await backend.vacantRoom();
    backend.stripe.setWebhookUrl(null);
    const intent = await holdAndPay(student, room);
    const succeeded = succeededEvent(intent.paymentIntentId);
    const [failed, canceled] = lateFailures(succeeded);
    if (!failed || !canceled) throw new Error('no failure events');

    const statuses = [];
    for (const event of [succeeded, failed, succeeded, canceled, succeeded, succeeded, failed, succeeded]) {
      statuses.push(await deliver(event));
    }
    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
    expect(await roomState(backend.query, room.id, intent.paymentIntentId)).toMatchObject({
      status: true,
      occupant_id: student.id,
      held_by: null,
      paid_bookings: 1,
      paid_by: student.id,
      booking_status: 'paid',
    });
  });

  it('then any order of 5 successes, a failure and a cancellation ends in one consistent state', async () => {
    const students = await backend.students(6, 'shuffle');
    let next = 0;
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 7, maxLength: 7 }), async (order) => {
        const student = students[next++];
        if (!student) throw new Error('more runs than students');
        const room = await backend.vacantRoom();
        backend.stripe.setWebhookUrl(null);
        const intent = await holdAndPay(student, room);
        const succeeded = succeededEvent(intent.paymentIntentId);
        const events = [succeeded, succeeded, succeeded, succeeded, succeeded, ...lateFailures(succeeded)];
        for (const index of order) {
          const event = events[index];
          if (event) expect(await deliver(event)).toBeLessThan(500);
        }
        const state = await roomState(backend.query, room.id, intent.paymentIntentId);
        // The money was taken, so the payer either has the room (paid) or is refunded; never both, never neither.
        if (state.booking_status === 'paid') {
          expect(state).toMatchObject({ status: true, occupant_id: student.id, paid_bookings: 1, held_by: null });
        } else {
          expect(state.booking_status).toBe('refunded');
          expect(state.occupant_id).not.toBe(student.id);
          expect(state.paid_bookings).toBe(0);
        }
      }),
      { numRuns: 6 },
    );
  });
});
