// The stand-ins as their hosted counterparts reach a browser: over HTTPS and HTTP/2 (hosted Supabase answers through
// Cloudflare's edge, the API behind the operator's own proxy), so Lighthouse's simulation does not queue a page's
// reads behind six HTTP/1.1 connections per origin. Each FRONTS entry `port=origin` listens on 127.0.0.1:port and passes
// every request to the plain-HTTP origin as it came; a WebSocket upgrade (Realtime), which a browser makes over
// HTTP/1.1 to a server that does not offer extended CONNECT, is passed through as a byte stream. The certificate comes
// from the parent (FRONT_TLS_CERT, FRONT_TLS_KEY), which trusts it for this run only.
import { Agent, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect } from 'node:net';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const { FRONTS, FRONT_TLS_CERT, FRONT_TLS_KEY } = process.env;
if (!FRONTS || !FRONT_TLS_CERT || !FRONT_TLS_KEY)
  throw new Error('FRONTS, FRONT_TLS_CERT and FRONT_TLS_KEY are required');

/** Headers that name a connection, not a message: HTTP/2 forbids them, and each hop sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  return out;
}

function front(port: number, origin: URL): void {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const server = createSecureServer(
    { cert: FRONT_TLS_CERT, key: FRONT_TLS_KEY, allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const upstream = request(
        {
          host: origin.hostname,
          port: origin.port,
          method: req.method,
          path: req.url,
          headers: { ...forwardable(req.headers), host: origin.host },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    },
  );
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(Number(origin.port), origin.hostname, () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] ?? '';
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? origin.host : (req.rawHeaders[i + 1] ?? '')}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  server.listen(port, '127.0.0.1');
}

for (const entry of FRONTS.split(',')) {
  const [port, origin] = entry.split('=');
  if (!port || !origin) throw new Error(`FRONTS entry ${entry} is not port=origin`);
  front(Number(port), new URL(origin));
}
