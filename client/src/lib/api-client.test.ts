// The API client against a stubbed fetch: answers are checked against the contracts' schemas.
import { describe, expect, it, vi } from 'vitest';
import { paymentIntentAnswer } from '@campus-hostel/contracts/api';
import { messages } from '../config/messages';
import { apiClient } from './api-client';
import { ApiError } from './errors';

function answerWith(status: number, body: unknown): void {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('the API client', () => {
  it('when the server answers a shape the contract does not allow, then it rejects with a 502 naming the field', async () => {
    answerWith(200, { clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', amount: '500', currency: 'inr' });
    const call = apiClient.post('/create-payment-intent', {}, paymentIntentAnswer);
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: messages.somethingWentWrong });
    expect(error instanceof ApiError && error.cause).toEqual(
      new TypeError('POST /create-payment-intent answered unexpectedly: amount is invalid_type'),
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
    };
    answerWith(200, answer);
    await expect(apiClient.post('/create-payment-intent', {}, paymentIntentAnswer)).resolves.toEqual(answer);
  });

  it('when the server refuses with its error body, then the error carries its message and status', async () => {
    answerWith(409, { message: 'You have already paid for this room.', code: 'already_paid' });
    await expect(apiClient.post('/create-payment-intent', {}, paymentIntentAnswer)).rejects.toMatchObject({
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
    await expect(apiClient.post('/create-payment-intent', {}, paymentIntentAnswer)).rejects.toMatchObject({
      status: 403,
      code: 'outside_window',
      opensAt: '2026-12-01T04:30:00.000Z',
    });
  });
});
