// The keep-alive fetch supabase-js uses in the server: same answers and failures as the platform fetch.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveFetch } from '../src/clients/http-fetch.js';

describe('keepAliveFetch', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/empty') {
          res.writeHead(204).end();
        } else if (req.url === '/slow') {
          setTimeout(() => res.end('late'), 2_000);
        } else {
          res.setHeader('content-range', '0-0/*');
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              method: req.method,
              apikey: req.headers.apikey,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('when a JSON body is posted, then the server sees it and its headers, and the answer keeps status and headers', async () => {
    const res = await keepAliveFetch(`${base}/rpc`, {
      method: 'POST',
      headers: { apikey: 'k', 'content-type': 'application/json' },
      body: '{"a":"é"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('0-0/*');
    expect(await res.json()).toEqual({ method: 'POST', apikey: 'k', body: '{"a":"é"}' });
  });

  it('when the answer is 204, then it has no body', async () => {
    const res = await keepAliveFetch(new URL(`${base}/empty`), { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it('when the signal times out first, then it rejects with the TimeoutError', async () => {
    await expect(keepAliveFetch(`${base}/slow`, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('when nothing listens, then it rejects like fetch: TypeError "fetch failed" with the socket error as cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(keepAliveFetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { code: 'ECONNREFUSED' },
    });
  });

  describe('when the server resets a connection', () => {
    /** A server that answers each connection's first request and resets the socket on any later one, or on every one. */
    async function resetting(
      on: 'reuse' | 'every request',
    ): Promise<{ url: string; seen: () => number; close(): Promise<void> }> {
      const served = new WeakMap<Socket, number>();
      let seen = 0;
      const resetter = createServer((req, res) => {
        seen += 1;
        const count = (served.get(req.socket) ?? 0) + 1;
        served.set(req.socket, count);
        if (on === 'every request' || count > 1) req.socket.resetAndDestroy();
        else res.end('ok');
      });
      await new Promise<void>((resolve) => resetter.listen(0, '127.0.0.1', resolve));
      return {
        url: `http://127.0.0.1:${(resetter.address() as AddressInfo).port}/`,
        seen: () => seen,
        close: () => {
          resetter.closeAllConnections();
          return new Promise((resolve) => resetter.close(() => resolve()));
        },
      };
    }

    it('on a kept-alive socket before any answer, then the request is sent again on a new socket and answered', async () => {
      const server = await resetting('reuse');
      try {
        expect(await (await keepAliveFetch(server.url, { method: 'POST', body: 'first' })).text()).toBe('ok');
        const again = await keepAliveFetch(server.url, { method: 'POST', body: 'second' });
        expect(await again.text()).toBe('ok');
        // The first request, the second on the kept-alive socket (reset), and the second again on a new one.
        expect(server.seen()).toBe(3);
      } finally {
        await server.close();
      }
    });

    it('on the socket opened for the request, then it rejects like fetch, without sending it again', async () => {
      const server = await resetting('every request');
      try {
        await expect(keepAliveFetch(server.url, { method: 'POST', body: 'once' })).rejects.toMatchObject({
          name: 'TypeError',
          message: 'fetch failed',
          cause: { code: 'ECONNRESET' },
        });
        expect(server.seen()).toBe(1);
      } finally {
        await server.close();
      }
    });
  });
});
