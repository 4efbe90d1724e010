// A fetch for supabase-js over node:http with keep-alive agents: the same answers as undici's fetch, for less CPU per call.
import http from 'node:http';
import https from 'node:https';

/**
 * Sockets kept per host. The API's calls to the stand-in are small and many (two per booking), and
 * a profile under a booking burst showed undici's WebStreams body handling as a fifth of the API's
 * CPU; plain node:http with a keep-alive pool does the same work for less. The bound is wide: the
 * calls in flight are at most sockets ÷ round trip per second, and on selection day each round trip
 * waits at the stand-in behind the pages' own reads, so a narrow pool makes the waiting room's joins
 * queue here as well (bench/results/history.md, selection day of 2026-11-26).
 */
const MAX_SOCKETS = 256;

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
} as const;

/** Responses with these statuses carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function bodyBytes(body: RequestInit['body']): Buffer | undefined | null {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  // Streams, FormData, Blobs: not sent by the server's calls; left to the platform fetch.
  return null;
}

/** What fetch rejects with once its signal aborts: the signal's reason (a TimeoutError or AbortError). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('The operation was aborted', { cause: reason });
}

function failed(cause: unknown): TypeError {
  // undici's shape, which supabase-js reports as a network error.
  return new TypeError('fetch failed', { cause });
}

/** fetch(url, init) for string/URL targets with string or byte bodies; anything else goes to globalThis.fetch. */
export const keepAliveFetch: typeof fetch = (input, init = {}) => {
  const target = typeof input === 'string' ? new URL(input) : input instanceof URL ? input : undefined;
  const body = bodyBytes(init.body);
  const agent =
    target && (target.protocol === 'http:' || target.protocol === 'https:') ? agents[target.protocol] : undefined;
  if (!target || !agent || body === null) return fetch(input, init);

  const headers = new Headers(init.headers);
  if (body !== undefined && !headers.has('content-length')) headers.set('content-length', String(body.byteLength));
  const { signal } = init;
  return new Promise<Response>((resolve, reject) => {
    const send = (): void => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const request = (target.protocol === 'https:' ? https : http).request(target, {
        agent,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(headers),
      });
      const onAbort = (): void => {
        if (signal) request.destroy(abortReason(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (): void => {
        signal?.removeEventListener('abort', onAbort);
      };
      request.once('error', (error: NodeJS.ErrnoException) => {
        settle();
        // A reset before any answer on a kept-alive socket is the server having closed it as idle while this request
        // went out: the server's application never read it, so it is sent again on another socket, as Node's
        // documentation advises (`request.reusedSocket`). A reset on a socket opened for this request is an error.
        if (request.reusedSocket && error.code === 'ECONNRESET' && !signal?.aborted) send();
        else reject(signal?.aborted ? abortReason(signal) : failed(error));
      });
      request.once('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('error', (error) => {
          settle();
          reject(failed(error));
        });
        res.once('end', () => {
          settle();
          const status = res.statusCode ?? 0;
          const responseHeaders = new Headers();
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
            responseHeaders.append(res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '');
          }
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage ?? '',
              headers: responseHeaders,
            }),
          );
        });
      });
      request.end(body);
    };
    send();
  });
};
