// The public REST reader against a real HTTP server: the headers supabase-js would send, the query, and refusals.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let seen: Seen[] = [];
let reply: { status: number; body: string } = { status: 200, body: '[]' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_key-for-test');
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function load() {
  seen = [];
  return import('./public-rest');
}

describe('public REST reads', () => {
  it('when a table is read, then the query is sent as PostgREST parameters with the publishable key as apikey and bearer', async () => {
    const { selectPublic } = await load();
    reply = { status: 200, body: '[{"id":1}]' };
    const rows = await selectPublic<{ id: number }>('hostel_room', {
      select: 'id,wing_name',
      hostel_name: 'eq.Kanhar',
      order: 'wing_name.asc,room_number.asc',
    });
    expect(rows).toEqual([{ id: 1 }]);
    const [request] = seen;
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/rest/v1/hostel_room');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: 'id,wing_name',
      hostel_name: 'eq.Kanhar',
      order: 'wing_name.asc,room_number.asc',
      offset: '0',
      limit: '1000',
    });
    expect(request?.headers.prefer).toBe('count=exact');
    expect(request?.headers.apikey).toBe('sb_publishable_key-for-test');
    expect(request?.headers.authorization).toBe('Bearer sb_publishable_key-for-test');
  });

  it('when a function is called, then its arguments go as a JSON body and a null answer comes back as null', async () => {
    const { rpcPublic } = await load();
    reply = { status: 200, body: 'null' };
    expect(await rpcPublic('application_status', { p_application_id: 'ABC' })).toBeNull();
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/rest/v1/rpc/application_status');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ p_application_id: 'ABC' });
  });

  it("when the API refuses, then the error carries PostgREST's message, code and status", async () => {
    const { rpcPublic, RestError } = await load();
    reply = {
      status: 404,
      body: '{"code":"PGRST202","message":"Could not find the function","details":null,"hint":null}',
    };
    const failure = await rpcPublic('nope').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestError);
    expect(failure).toMatchObject({ status: 404, code: 'PGRST202', message: 'Could not find the function' });
  });

  it('when the answer is not JSON, then the error falls back to the HTTP status text', async () => {
    const { selectPublic } = await load();
    reply = { status: 502, body: '<html>bad gateway</html>' };
    await expect(selectPublic('notices', {})).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});
