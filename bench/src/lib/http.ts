// The burst's HTTP client: node:http with one keep-alive pool, cheaper per request than fetch.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * `BENCH_FRONT_CONNECTIONS=<n>` keeps at most n connections to each server, as a front (a platform's router, a proxy
 * with a connection cap) keeps to an instance behind it; requests beyond them wait their turn here, first come, first
 * served. Unset: no cap, as before (bench/results/history.md, "Selection day, 2026-11-26, afternoon").
 */
const FRONT_CONNECTIONS = Number(process.env.BENCH_FRONT_CONNECTIONS ?? Infinity);
if (FRONT_CONNECTIONS !== Infinity && !(Number.isInteger(FRONT_CONNECTIONS) && FRONT_CONNECTIONS >= 1))
  throw new Error('BENCH_FRONT_CONNECTIONS must be a whole number of at least 1');

/**
 * As many sockets as there are requests in flight (or FRONT_CONNECTIONS), reused when idle, like
 * undici's global pool that fetch used; the difference is CPU: fetch's WebStreams cost the load
 * generator, which shares the 2 cores with the servers it measures, about a third more per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: FRONT_CONNECTIONS });

/** A request still unanswered after its time limit (named like AbortSignal.timeout's error). */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export interface PlainRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /**
   * Receive the answer but leave it unread (text ''): for a page read whose content the simulated student never
   * looks at, whose unzipping and parsing would otherwise take the shared cores from the servers being measured.
   */
  unread?: boolean;
}

/**
 * Sends one request and reads the whole answer as text (unzipped when the server gzipped it, for a request that
 * accepts gzip); rejects with TimeoutError or the socket error. As a browser does, a request reset on a kept-alive
 * socket before any answer is sent again on another: the server closed that socket as idle while the request went out,
 * and never read it (Node's documentation, `request.reusedSocket`).
 */
export function send(url: string, req: PlainRequest): Promise<{ status: number; text: string }> {
  const deadline = performance.now() + req.timeoutMs;
  const headers =
    req.body === undefined ? req.headers : { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) };
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      const outgoing = http.request(url, { agent, method: req.method, headers });
      const timer = setTimeout(
        () => outgoing.destroy(new TimeoutError(req.timeoutMs)),
        Math.max(0, deadline - performance.now()),
      );
      let answered = false;
      outgoing.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (!answered && outgoing.reusedSocket && error.code === 'ECONNRESET') attempt();
        else reject(error);
      });
      outgoing.once('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (!req.unread) chunks.push(chunk);
        });
        res.once('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        res.once('end', () => {
          clearTimeout(timer);
          const body = Buffer.concat(chunks);
          const text = req.unread
            ? ''
            : (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text });
        });
      });
      outgoing.end(req.body);
    };
    attempt();
  });
}
