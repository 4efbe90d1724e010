// The one HTTP client for our API (VITE_API_URL): JSON in and out, bearer token, answers checked against the contracts.
// Every call names a route declared in contracts/src/api, which gives its method, path, body and answer.
import * as z from 'zod/mini';
import {
  errorBody,
  routePath,
  type ApiRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
} from '@campus-hostel/contracts/api';
import { messages } from '../config/messages';
import { sendApiRequest, type RequestOptions } from './api-request';
import { ApiError } from './errors';

export interface CallOptions extends RequestOptions {
  /** The call's request, sent already (before the page's code arrived): its answer is read instead of asking again. */
  sent?: Promise<Response>;
}

/**
 * Checks an answer against its contract schema. A mismatch is the server's fault, so the user gets the
 * generic message and a 502, while the cause names the call and the field for whoever reads the console.
 */
export function parseAnswer<S extends z.core.$ZodType>(schema: S, body: unknown, call: string): z.output<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'the body';
  const cause = new TypeError(`${call} answered unexpectedly: ${field} is ${issue?.code ?? 'invalid'}`);
  throw new ApiError(messages.somethingWentWrong, 502, { cause });
}

/** What a call fills in: the path's params, the query and the body, each only where its route has them. */
export type CallInput<R extends ApiRoute> = ([keyof R['params']] extends [never]
  ? { params?: never }
  : { params: RouteParams<R> }) &
  (R['query'] extends undefined ? { query?: never } : { query?: RouteQuery<R> }) &
  (R['body'] extends undefined ? { body?: never } : { body: RouteBody<R> });

/** `?name=value&…` of the values given (none left out means no `?`). */
function queryString(query: Readonly<Record<string, string | undefined>> | undefined): string {
  const given = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return given.length === 0 ? '' : `?${new URLSearchParams(given).toString()}`;
}

async function request<S extends z.core.$ZodType>(
  method: 'GET' | 'POST',
  path: string,
  answer: S,
  body: unknown,
  options: CallOptions,
): Promise<z.output<S>> {
  const response = await (options.sent ?? sendApiRequest(method, path, body, options));
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // A proxy or a crash may answer without our error body: the user still gets a message.
    const failure = z.safeParse(errorBody, payload);
    throw new ApiError(failure.success ? failure.data.message : messages.somethingWentWrong, response.status, {
      code: failure.success ? failure.data.code : undefined,
      opensAt: failure.success ? failure.data.opens_at : undefined,
      misfits: failure.success ? failure.data.misfits : undefined,
      student: failure.success ? failure.data.student : undefined,
      reason: failure.success ? failure.data.reason : undefined,
    });
  }
  return parseAnswer(answer, payload, `${method} ${path}`);
}

export const apiClient = {
  call<R extends ApiRoute>(route: R, input: CallInput<R>, options: CallOptions = {}): Promise<RouteAnswer<R>> {
    const path =
      routePath(route, input.params ?? ({} as RouteParams<R>)) +
      queryString(input.query as Record<string, string | undefined> | undefined);
    // A POST whose route reads no body still sends an empty JSON object, as the pages always have.
    const body: unknown = route.method === 'GET' ? undefined : (input.body ?? {});
    return request<R['answer']>(route.method, path, route.answer, body, options);
  },
};
