// The one HTTP client for our API (VITE_API_URL): JSON in and out, bearer token, failures as ApiError({message}).
import { env } from "../config/env";
import { messages } from "../config/messages";
import { ApiError } from "./errors";

export interface RequestOptions {
  token?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (tab closed, full navigation), for calls made while it unloads. */
  keepalive?: boolean;
}

/** Narrows the untyped JSON body to what the caller expects, throwing when it is not. */
export type Parser<T> = (body: unknown) => T;

async function request<T>(
  method: "GET" | "POST",
  path: string,
  parse: Parser<T>,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
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
    const message =
      payload &&
      typeof payload === "object" &&
      "message" in payload &&
      typeof payload.message === "string"
        ? payload.message
        : messages.somethingWentWrong;
    throw new ApiError(message, response.status);
  }
  return parse(payload);
}

export const apiClient = {
  get<T>(
    path: string,
    parse: Parser<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return request("GET", path, parse, undefined, options);
  },
  post<T>(
    path: string,
    body: unknown,
    parse: Parser<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return request("POST", path, parse, body, options);
  },
};

/** A parse helper for small answers: checks the value is a plain object. */
export function asRecord(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError(messages.somethingWentWrong, 502);
  }
  return body as Record<string, unknown>;
}
