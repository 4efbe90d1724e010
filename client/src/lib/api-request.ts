// How a request to our API (VITE_API_URL) is sent: JSON in, bearer token. Apart from api-client, which reads the answer
// against its contract, so a page's read can be sent before the contracts (and zod) have arrived.
import { env } from '../config/env';

export interface RequestOptions {
  token?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (tab closed, full navigation), for calls made while it unloads. */
  keepalive?: boolean;
}

export function sendApiRequest(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return fetch(`${env.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: options.signal ?? null,
    keepalive: options.keepalive ?? false,
  });
}
