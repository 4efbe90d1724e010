// The Realtime stand-in: the websocket at /realtime/v1/websocket and the broadcast REST API under /realtime/v1/api.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type Router } from 'express';
import type { Db } from '../db';
import { claimsFromHeaders, JwtError } from '../jwt';
import type { ProjectKeys } from '../project-keys';
import { RealtimeServer, WEBSOCKET_PATH } from './server';

export interface Realtime {
  /** Handles an HTTP upgrade; false when the URL is not Realtime's websocket (the caller refuses it). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** `/api/broadcast` routes, mounted at /realtime/v1. */
  router: Router;
  /** Closes every socket, as a Realtime node drains; clients reconnect and rejoin. */
  disconnectAll(): void;
  close(): Promise<void>;
}

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

/** Starts change capture (after the migrations, so published tables get their triggers) and returns the service. */
export async function startRealtime(opts: { db: Db; keys: ProjectKeys }): Promise<Realtime> {
  const server = new RealtimeServer(opts.db, opts.keys);
  await server.feed.start();

  const router = express.Router();
  // The API gateway lets only the project's keys and tokens through.
  router.use('/api/broadcast', (req, res, next) => {
    try {
      claimsFromHeaders(req.headers, opts.keys);
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
      server.broadcastFromApi(String(m.topic), {
        json: { type: 'broadcast', event: m.event, payload: m.payload },
      });
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
      server.broadcastFromApi(
        topic,
        binary
          ? { user: { joinRef: null, ref: null, topic, event, json: false, payload: bytes } }
          : { json: { type: 'broadcast', event, payload } },
      );
    res.status(202).end();
  });

  return {
    upgrade(req, socket, head) {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== WEBSOCKET_PATH) return false;
      server.upgrade(req, socket, head);
      return true;
    },
    router,
    disconnectAll: () => server.disconnectAll(),
    close: () => server.close(),
  };
}
