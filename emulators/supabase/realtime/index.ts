// The Realtime stand-in: the websocket at /realtime/v1/websocket and the broadcast REST API under /realtime/v1/api, served
// in the stand-in's own process (PGlite) or by a process of its own (PostgreSQL), as hosted Realtime is a service of its own.
import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express, { type Router } from 'express';
import type { Db } from '../db';
import { claimsFromHeaders, JwtError } from '../jwt';
import type { ProjectKeys, ProjectKeysOptions } from '../project-keys';
import { RealtimeServer, WEBSOCKET_PATH, type Outgoing } from './server';

export interface Realtime {
  /** Handles an HTTP upgrade; false when the URL is not Realtime's websocket (the caller refuses it). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** `/api/broadcast` routes, mounted at /realtime/v1. */
  router: Router;
  /** Closes every socket, as a Realtime node drains; clients reconnect and rejoin. */
  disconnectAll(): void;
  /** The process serving Realtime when it has one of its own (PostgreSQL); undefined in the stand-in's (PGlite). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/** What the stand-in asks of a Realtime process (`process.ts`). */
export type ToRealtimeProcess =
  | { kind: 'start'; databaseUrl: string; dataDir: string; poolMax: number; keys: ProjectKeysOptions }
  | { kind: 'broadcast'; subTopic: string; outgoing: Outgoing }
  | { kind: 'disconnect-all' }
  | { kind: 'close' };

/**
 * What a Realtime process answers, once: ready, with the loopback port its websockets are served on, or why it could
 * not start. It exits when asked to close.
 */
export type FromRealtimeProcess = { kind: 'ready'; port: number } | { kind: 'failed'; message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Errors of one message of a batch, keyed as Ecto's changeset errors are. */
function messageErrors(message: unknown): Record<string, string[]> | undefined {
  if (!isObject(message)) return { message: ['is invalid'] };
  const errors: Record<string, string[]> = {};
  for (const field of ['topic', 'event'])
    if (typeof message[field] !== 'string' || message[field] === '') errors[field] = ["can't be blank"];
  if (!isObject(message.payload)) errors.payload = [message.payload === undefined ? "can't be blank" : 'is invalid'];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The broadcast REST API, checked here as the API gateway and Realtime check it; `deliver` sends to the topic. */
function broadcastRouter(keys: ProjectKeys, deliver: (subTopic: string, outgoing: Outgoing) => void): Router {
  const router = express.Router();
  // The API gateway lets only the project's keys and tokens through.
  router.use('/api/broadcast', (req, res, next) => {
    try {
      claimsFromHeaders(req.headers, keys);
      next();
    } catch (error) {
      if (!(error instanceof JwtError)) throw error;
      res.status(401).json({ message: error.message });
    }
  });
  router.post('/api/broadcast', express.json({ limit: '1mb' }), (req, res) => {
    const body: unknown = req.body;
    const messages = isObject(body) ? body.messages : undefined;
    if (!Array.isArray(messages) || messages.length === 0) {
      res.status(422).json({ errors: { messages: ["can't be blank"] } });
      return;
    }
    const errors = messages.map(messageErrors);
    if (errors.some(Boolean)) {
      res.status(422).json({ errors: { messages: errors.map((e) => e ?? {}) } });
      return;
    }
    for (const m of messages as Record<string, unknown>[]) {
      // A private topic needs a policy on realtime.messages, which the stand-in has none of: not delivered, as hosted.
      if (m.private === true) continue;
      deliver(String(m.topic), { json: { type: 'broadcast', event: m.event, payload: m.payload } });
    }
    res.status(202).end();
  });
  router.post('/api/broadcast/:topic/events/:event', express.raw({ type: () => true, limit: '1mb' }), (req, res) => {
    const { topic = '', event = '' } = req.params;
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const binary = req.is('application/octet-stream') === 'application/octet-stream';
    let payload: unknown;
    if (!binary) {
      try {
        payload = JSON.parse(bytes.toString('utf8'));
      } catch {
        res.status(422).json({ errors: { payload: ['is invalid'] } });
        return;
      }
    }
    if (req.query.private !== 'true')
      deliver(
        topic,
        binary
          ? { user: { joinRef: null, ref: null, topic, event, json: false, payload: bytes } }
          : { json: { type: 'broadcast', event, payload } },
      );
    res.status(202).end();
  });

  return router;
}

const isWebsocketPath = (req: IncomingMessage): boolean =>
  new URL(req.url ?? '/', 'http://localhost').pathname === WEBSOCKET_PATH;

/**
 * Realtime in this process (PGlite, whose one connection the stand-in shares): starts change capture (after the
 * migrations, so published tables get their triggers) and returns the service.
 */
export async function startRealtime(opts: { db: Db; keys: ProjectKeys }): Promise<Realtime> {
  const server = new RealtimeServer(opts.db, opts.keys);
  await server.feed.start();
  return {
    upgrade(req, socket, head) {
      if (!isWebsocketPath(req)) return false;
      server.upgrade(req, socket, head);
      return true;
    },
    router: broadcastRouter(opts.keys, (subTopic, outgoing) => server.broadcastFromApi(subTopic, outgoing)),
    disconnectAll: () => server.disconnectAll(),
    pid: undefined,
    close: () => server.close(),
  };
}

const PROCESS_ENTRY = fileURLToPath(new URL('./process.ts', import.meta.url));
/** The process runs TypeScript as the stand-in does, through tsx's loader (whichever way the stand-in was started). */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** How long a closing Realtime process may take to drain before it is killed. */
const CLOSE_GRACE_MS = 5_000;

/** The answer a gateway gives for a service that is down, for upgrades the Realtime process cannot take. */
const UNAVAILABLE = 'HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n';

/**
 * Passes an upgrade on to the Realtime process's loopback port as a gateway does: the request as it came, then the
 * bytes both ways until either side closes. Refused with 503 when that port cannot be reached.
 */
function proxyUpgrade(port: number, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const upstream = connect({ host: '127.0.0.1', port, noDelay: true });
  let connected = false;
  const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
  upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
  if (head.length > 0) upstream.write(head);
  upstream.once('connect', () => {
    connected = true;
  });
  upstream.on('error', () => {
    if (connected) socket.destroy();
    else socket.end(UNAVAILABLE);
  });
  socket.on('error', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
  upstream.pipe(socket);
  socket.pipe(upstream);
}

/**
 * Realtime in a process of its own on PostgreSQL, with connections of its own, as hosted Realtime is a service of its
 * own behind the project's gateway: websocket upgrades are passed on to it, so its joins, checks and deliveries never
 * queue behind the REST API's work in one event loop, nor that work behind theirs. Resolves once the process has
 * started change capture (after the migrations, so published tables get their triggers).
 */
export async function startRealtimeProcess(opts: {
  databaseUrl: string;
  dataDir: string;
  poolMax: number;
  keys: ProjectKeys;
  keysOptions: ProjectKeysOptions;
}): Promise<Realtime> {
  const child: ChildProcess = fork(PROCESS_ENTRY, [], {
    execArgv: ['--import', TSX_LOADER],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ToRealtimeProcess): void => {
    if (child.connected) child.send(message);
  };
  // A message that cannot be sent (the process is ending) is reported here, not thrown at the stand-in.
  child.on('error', (error) => console.error(`Realtime stand-in process: ${error.message}`));
  /** Resolves with how the process ended: its signal or exit code. */
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message: FromRealtimeProcess) => {
        if (message.kind === 'ready') resolve(message.port);
        else reject(new Error(message.message));
      });
      void exited.then((how) => reject(new Error(`the Realtime process ended before it was ready (${how})`)));
      send({
        kind: 'start',
        databaseUrl: opts.databaseUrl,
        dataDir: opts.dataDir,
        poolMax: opts.poolMax,
        keys: opts.keysOptions,
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  let closing = false;
  void exited.then((how) => {
    if (!closing) console.error(`Realtime stand-in process ended (${how}); its websockets are refused`);
  });
  return {
    upgrade(req, socket, head) {
      if (!isWebsocketPath(req)) return false;
      proxyUpgrade(port, req, socket, head);
      return true;
    },
    router: broadcastRouter(opts.keys, (subTopic, outgoing) => send({ kind: 'broadcast', subTopic, outgoing })),
    disconnectAll: () => send({ kind: 'disconnect-all' }),
    pid: child.pid,
    async close() {
      closing = true;
      send({ kind: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
