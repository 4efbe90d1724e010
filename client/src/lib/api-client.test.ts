// The API client against a stubbed fetch: calls are built from the contracts' route declarations, and answers are
// checked against their schemas.
import { describe, expect, it, vi } from 'vitest';
import {
  paymentsApi,
  waitingRoomApi,
  waitlistApi,
  workOrdersApi,
  type CreatePaymentIntentBody,
} from '@campus-hostel/contracts/api';
import { env } from '../config/env';
import { messages } from '../config/messages';
import { apiClient } from './api-client';
import { ApiError } from './errors';

function answerWith(status: number, body: unknown) {
  // A new Response per call: a body is read once.
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
    );
}

const booking: CreatePaymentIntentBody = {
  shipping: { name: 'A Student', city: 'Raipur', state: 'CG', pincode: '492001', email: 'a@b.in' },
  description: 'Hostel booking',
  hosteltype: 'Kanhar',
  room_id: 1,
};
const createIntent = () => apiClient.call(paymentsApi.createPaymentIntent, { body: booking });

describe('the API client', () => {
  it('when a route reads a query, then the values given are encoded into it and those left out are not sent', async () => {
    const fetched = answerWith(200, { jobs: [], next: null });
    await apiClient.call(workOrdersApi.officeJobs, { query: { state: 'done', trade: undefined, hostel: 'Kanhar' } });
    await apiClient.call(workOrdersApi.officeJobs, {});
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([
      `${env.apiUrl}/admin/work-orders?state=done&hostel=Kanhar`,
      `${env.apiUrl}/admin/work-orders`,
    ]);
  });

  it('when the server answers a shape the contract does not allow, then it rejects with a 502 naming the field', async () => {
    // A route whose answer is one object, so the field is named (a union's answer names only the union).
    answerWith(200, { status: 'kept' });
    const call = apiClient.call(paymentsApi.cancelPaymentIntent, { body: { payment_intent: 'pi_1' } });
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: messages.somethingWentWrong });
    expect(error instanceof ApiError && error.cause).toEqual(
      new TypeError('POST /cancel-payment-intent answered unexpectedly: status is invalid_value'),
    );
  });

  it('when the server answers the contract, then the parsed answer comes back', async () => {
    const answer = {
      clientSecret: 'pi_1_secret',
      paymentIntentId: 'pi_1',
      amount: 500,
      currency: 'inr',
      holdExpiresAt: '2025-01-01T10:00:00+00:00',
      booking: { hostel: 'Kanhar', wing: 'A', roomNumber: 101, bed: 'B', reference: 'A1B2C3D4E5' },
      charges: { rent_minor: 500, deposit_minor: 0, fee_period: 'semester' },
    };
    answerWith(200, answer);
    await expect(createIntent()).resolves.toEqual(answer);
  });

  it('when the server refuses with its error body, then the error carries its message and status', async () => {
    answerWith(409, { message: 'You have already paid for this room.', code: 'already_paid' });
    await expect(createIntent()).rejects.toMatchObject({
      status: 409,
      message: 'You have already paid for this room.',
    });
  });

  it('when a hold is refused outside the selection window, then the error carries the code and when it opens', async () => {
    answerWith(403, {
      message: 'Your selection window for Kanhar has not opened yet.',
      code: 'outside_window',
      opens_at: '2026-12-01T04:30:00.000Z',
    });
    await expect(createIntent()).rejects.toMatchObject({
      status: 403,
      code: 'outside_window',
      opensAt: '2026-12-01T04:30:00.000Z',
    });
  });

  it('when a route has a param and reads no body, then its path is filled in encoded and an empty object is posted', async () => {
    const fetch = answerWith(200, { left: true });
    await expect(
      apiClient.call(waitingRoomApi.leave, { params: { ticket: 'a b/c' } }, { token: 'tok' }),
    ).resolves.toEqual({ left: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${env.apiUrl}/queue/a%20b%2Fc/leave`);
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('when a call strays from its route, then the compiler refuses it (these lines are checked by tsc)', async () => {
    answerWith(200, { left: true });
    // @ts-expect-error The waitlist's leave takes { id }, not { entry }.
    await apiClient.call(waitlistApi.leave, { body: { entry: 1 } });
    // @ts-expect-error A ticket's status needs its ticket.
    await apiClient.call(waitingRoomApi.status, {}).catch(() => undefined);
    // @ts-expect-error Leaving answers { left: true }, not a status.
    const left: Promise<{ status: string }> = apiClient.call(waitlistApi.leave, { body: { id: 1 } });
    await expect(left).resolves.toEqual({ left: true });
    expect(waitlistApi.leave).toMatchObject({ method: 'POST', path: '/waitlist/leave' });
  });
});
