// The rushes' requests: each timed into its kind, and any status outside those expected (or no answer within 30 s)
// counted as an error of its kind, so one run's figures and errors come from the same calls.
import { percentile } from '../contention';
import { send } from './http';

const REQUEST_TIMEOUT_MS = 30_000;

export interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
}

export function latency(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}

export interface CallInit {
  method: 'GET' | 'POST';
  token: string;
  body?: unknown;
  /** Extra headers (a Supabase read's apikey). */
  headers?: Record<string, string>;
  /** Receive the answer but leave it unread (a page read whose content nobody looks at). */
  unread?: boolean;
}

export interface TimedCalls<Kind extends string> {
  readonly times: Record<Kind, number[]>;
  readonly errorKinds: Record<string, number>;
  requests: () => number;
  errors: () => number;
  fail: (kind: string) => void;
  call: (
    kind: Kind,
    url: string,
    init: CallInit,
    expected?: readonly number[],
  ) => Promise<{ status: number; text: string } | null>;
}

export function timedCalls<Kind extends string>(kinds: readonly Kind[]): TimedCalls<Kind> {
  const times = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const errorKinds: Record<string, number> = {};
  let requests = 0;
  const fail = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  return {
    times,
    errorKinds,
    requests: () => requests,
    errors: () => Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    fail,
    call: async (kind, url, init, expected = [200]) => {
      const headers: Record<string, string> = { authorization: `Bearer ${init.token}`, ...init.headers };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const t0 = performance.now();
      requests++;
      try {
        const answer = await send(url, {
          method: init.method,
          headers,
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          timeoutMs: REQUEST_TIMEOUT_MS,
          ...(init.unread ? { unread: true } : {}),
        });
        times[kind].push(performance.now() - t0);
        if (!expected.includes(answer.status)) fail(`${kind} ${answer.status}`);
        return answer;
      } catch (error) {
        fail(`${kind} ${error instanceof Error ? error.name : 'error'}`);
        return null;
      }
    },
  };
}
