// The one HTTP client for our API (VITE_API_URL): JSON in and out, bearer token, answers checked against the contracts.
import * as z from 'zod/mini';
import { errorBody } from '@campus-hostel/contracts/api';
import { env } from '../config/env';
import { messages } from '../config/messages';
import { ApiError } from './errors';

export interface RequestOptions {
  token?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (tab closed, full navigation), for calls made while it unloads. */
  keepalive?: boolean;
}

/**
 * Checks an answer against its contract schema. A mismatch is the server's fault, so the user gets the
 * generic message and a 502, while the cause names the call and the field for whoever reads the console.
 */
export function parseAnswer<T>(schema: z.core.$ZodType<T>, body: unknown, call: string): T {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'the body';
  const cause = new TypeError(`${call} answered unexpectedly: ${field} is ${issue?.code ?? 'invalid'}`);
  throw new ApiError(messages.somethingWentWrong, 502, { cause });
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  answer: z.core.$ZodType<T>,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const response = await fetch(`${env.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: options.signal ?? null,
    keepalive: options.keepalive ?? false,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // A proxy or a crash may answer without our error body: the user still gets a message.
    const failure = z.safeParse(errorBody, payload);
    throw new ApiError(failure.success ? failure.data.message : messages.somethingWentWrong, response.status, {
      code: failure.success ? failure.data.code : undefined,
      opensAt: failure.success ? failure.data.opens_at : undefined,
    });
  }
  return parseAnswer(answer, payload, `${method} ${path}`);
}

export const apiClient = {
  get<T>(path: string, answer: z.core.$ZodType<T>, options: RequestOptions = {}): Promise<T> {
    return request('GET', path, answer, undefined, options);
  },
  post<T>(path: string, body: unknown, answer: z.core.$ZodType<T>, options: RequestOptions = {}): Promise<T> {
    return request('POST', path, answer, body, options);
  },
};
