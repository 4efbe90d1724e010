// Deciding an application: one POST to /admin/decide-application as the signed-in member of the office, the note
// trimmed (blank means none), and the note checked in the contract's words before anything is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../../config/env';
import { ApiError } from '../../../../lib/errors';
import { decideApplication, noteProblem } from './decide-application';

vi.mock('../../../../lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({ auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'tok' } } }) } }),
}));

function answerWith(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The JSON body of the n-th request sent. */
function sentBody(fetch: ReturnType<typeof answerWith>, call = 0): unknown {
  const body = fetch.mock.calls[call]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decideApplication', () => {
  it('when rejecting with a note, then the decision and trimmed note are posted with the bearer token', async () => {
    const fetch = answerWith(200, { application_id: 'APP1', decision: 'rejected', note: 'Not this term' });
    await expect(decideApplication('APP1', 'rejected', '  Not this term ')).resolves.toEqual({
      application_id: 'APP1',
      decision: 'rejected',
      note: 'Not this term',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${env.apiUrl}/admin/decide-application`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(sentBody(fetch)).toEqual({
      application_id: 'APP1',
      decision: 'rejected',
      note: 'Not this term',
    });
  });

  it('when approving with a blank note, then the note is sent as none', async () => {
    const fetch = answerWith(200, { application_id: 'APP1', decision: 'approved', note: null });
    await decideApplication('APP1', 'approved', '   ');
    expect(sentBody(fetch)).toMatchObject({ note: null });
  });

  it('when someone decided it first, then the error carries the already_decided code', async () => {
    answerWith(409, { message: 'This application has already been decided.', code: 'already_decided' });
    const error: unknown = await decideApplication('APP1', 'approved', '').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'already_decided' });
  });
});

describe('noteProblem', () => {
  it('when the note is longer than the contract allows, then it says so; blank or short notes are fine', () => {
    expect(noteProblem('x'.repeat(1001))).toBe('must be at most 1000 characters');
    expect(noteProblem('x'.repeat(1000))).toBeUndefined();
    expect(noteProblem('')).toBeUndefined();
  });
});
