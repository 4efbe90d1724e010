// Realtime's websocket: Phoenix channels on `realtime:<topic>` with postgres_changes, broadcast and presence.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Claims, Db } from '../db';
import type { ProjectKeys } from '../project-keys';
import { readBinding } from './bindings';
import { ChangeFeed, type Binding, type ChangeListener } from './changes';
import {
  decode,
  encode,
  encodeJson,
  encodeUserBroadcast,
  isUserBroadcast,
  VSNS,
  type Message,
  type UserBroadcast,
  type Vsn,
} from './protocol';
import { checkToken, connectRefusal, joinRefusal, refreshRefusal } from './tokens';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';

/** Phoenix closes a websocket that has sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

/** A broadcast on its way to subscribers: JSON from a 1.0.0 client or the REST API, or a 2.0.0 client's binary frame. */
export type Outgoing = { json: Record<string, unknown> } | { user: UserBroadcast };

interface PresenceEntry {
  channel: Channel;
  meta: Record<string, unknown> & { phx_ref: string };
}

/** `:erlang.phash2`-sized id of a postgres_changes entry: the same parameters always get the same id, as on Realtime. */
function bindingId(params: unknown): number {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
          )
        : value;
  let hash = 0x811c9dc5;
  for (const ch of JSON.stringify(sorted(params))) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7ffffff;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Channel implements ChangeListener {
  bindings: Binding[] = [];
  presenceKey: string;
  presenceShared = false;
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    readonly conn: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly broadcastSelf: boolean,
    readonly broadcastAck: boolean,
    presenceKey: string,
    public accessToken: string,
    private currentClaims: Readonly<Claims>,
  ) {
    this.presenceKey = presenceKey || randomUUID();
  }

  get subTopic(): string {
    return this.topic.slice('realtime:'.length);
  }

  claims(): Readonly<Claims> {
    return this.currentClaims;
  }

  /** A new identity for the channel; it is shut down when the token expires, as Realtime re-confirms tokens at `exp`. */
  authorize(token: string, claims: Readonly<Claims>): void {
    this.accessToken = token;
    this.currentClaims = claims;
    clearTimeout(this.expiry);
    if (typeof claims.exp !== 'number') return;
    const ms = Math.min(claims.exp * 1000 - Date.now(), 2 ** 31 - 1);
    this.expiry = setTimeout(
      () => {
        const exp = claims.exp as number;
        this.shutdown(`Token has expired ${Math.floor(Date.now() / 1000) - exp} seconds ago`);
      },
      Math.max(ms, 0),
    );
  }

  push(event: string, payload: unknown): void {
    this.conn.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /** What postgres_changes delivers (ChangeListener). */
  send(dataJson: string, ids: number[]): void {
    this.conn.sendText(
      encodeJson(
        { joinRef: null, ref: null, topic: this.topic, event: 'postgres_changes' },
        `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`,
        this.conn.vsn,
      ),
    );
  }

  deliver(outgoing: Outgoing): void {
    if ('json' in outgoing) {
      this.conn.send({ joinRef: null, ref: null, topic: this.topic, event: 'broadcast', payload: outgoing.json });
    } else if (this.conn.vsn === '2.0.0') {
      this.conn.sendBinary(encodeUserBroadcast({ ...outgoing.user, topic: this.topic }));
    } else if (outgoing.user.json) {
      // A 1.0.0 client cannot take a binary frame: it gets the JSON form; raw bytes cannot reach it at all.
      const { event, payload, metadata } = outgoing.user;
      this.conn.send({
        joinRef: null,
        ref: null,
        topic: this.topic,
        event: 'broadcast',
        payload: {
          type: 'broadcast',
          event,
          payload: JSON.parse(payload.toString('utf8')) as unknown,
          ...(metadata ? { meta: metadata } : {}),
        },
      });
    }
  }

  /** The server ends the channel: a `system` error, then phx_close (the channel process stopping normally). */
  shutdown(message: string): void {
    this.system('system', 'error', message);
    this.push('phx_close', {});
    this.conn.server.leave(this);
  }

  stop(): void {
    clearTimeout(this.expiry);
  }
}

class Connection {
  readonly channels = new Map<string, Channel>();
  private idle: NodeJS.Timeout | undefined;
  /** The join being handled: Phoenix's socket takes one join at a time, in the order they came. */
  private joining: Promise<void> = Promise.resolve();

  constructor(
    readonly server: RealtimeServer,
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The apikey of the connection: a channel's identity unless its join carries a user token. */
    readonly apikey: string,
  ) {
    ws.on('message', (data: RawData, isBinary: boolean) => {
      this.touch();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const message = decode(buffer, isBinary, vsn);
      if (message) this.receive(message).catch(() => this.ws.close(1011));
    });
    ws.on('close', () => {
      clearTimeout(this.idle);
      for (const channel of [...this.channels.values()]) server.leave(channel);
      server.connections.delete(this);
    });
    this.touch();
  }

  private touch(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.ws.close(1000), IDLE_TIMEOUT_MS);
  }

  send(message: Message): void {
    this.sendText(encode(message, this.vsn));
  }

  sendText(frame: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  sendBinary(frame: Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame, { binary: true });
  }

  reply(to: Message | UserBroadcast, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async receive(message: Message | UserBroadcast): Promise<void> {
    if (isUserBroadcast(message)) {
      const channel = this.member(message);
      if (channel) this.server.broadcast(channel, { user: message }, message);
      return;
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.reply(message, 'ok');
      return;
    }
    if (message.event === 'phx_join') {
      // A join sent again before its answer (realtime-js does after its timeout) then replaces the first, as a
      // second join of a joined topic does, instead of both ending up subscribed.
      const join = this.joining.then(() => this.server.join(this, message));
      this.joining = join.catch(() => undefined);
      await join;
      return;
    }
    const channel = this.member(message);
    if (!channel) return;
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok');
        this.server.leave(channel);
        return;
      case 'broadcast':
        if (isObject(message.payload)) this.server.broadcast(channel, { json: message.payload }, message);
        return;
      case 'presence':
        this.server.presence(channel, message);
        return;
      case 'access_token':
        this.server.refreshToken(channel, message);
        return;
      default:
        // Realtime logs and ignores anything else a client sends.
        return;
    }
  }

  /** The joined channel a message is for; Phoenix answers any other with "unmatched topic". */
  private member(message: Message | UserBroadcast): Channel | undefined {
    const channel = this.channels.get(message.topic);
    if (channel && (message.joinRef === null || message.joinRef === channel.joinRef)) return channel;
    this.reply(message, 'error', { reason: 'unmatched topic' });
    return undefined;
  }
}

export class RealtimeServer {
  readonly connections = new Set<Connection>();
  // Realtime's endpoint takes frames up to 8 MB (max_frame_size).
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 8_000_000 });
  private readonly topics = new Map<string, Set<Channel>>();
  private readonly presences = new Map<string, Map<string, PresenceEntry[]>>();
  readonly feed: ChangeFeed;

  constructor(
    db: Db,
    private readonly keys: ProjectKeys,
  ) {
    this.feed = new ChangeFeed(db);
  }

  /** Takes the websocket upgrade: the apikey (query `apikey`, or header `x-api-key`) must be the project's, as on hosted Realtime. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    const headerKey = req.headers['x-api-key'];
    const apikey = (typeof headerKey === 'string' ? headerKey : undefined) ?? url.searchParams.get('apikey') ?? '';
    const refuse = (status: number, body: Record<string, string> | undefined): void => {
      const text = body ? JSON.stringify(body) : '';
      socket.end(
        `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}\r\n` +
          (body ? 'content-type: application/json\r\n' : '') +
          `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
      );
    };
    // Phoenix refuses a serializer version it does not know before the socket's connect runs.
    if (!VSNS.includes(vsn)) {
      refuse(403, undefined);
      return;
    }
    const check = checkToken(this.keys, apikey);
    if ('refused' in check) {
      const { status, body } = connectRefusal(check.refused);
      refuse(status, body);
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.connections.add(new Connection(this, ws, vsn as Vsn, apikey));
    });
  }

  async join(conn: Connection, message: Message): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:')) {
      conn.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (topic === 'realtime:') {
      conn.reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    // A second join of a joined topic replaces the first, as Phoenix closes the old channel.
    const previous = conn.channels.get(topic);
    if (previous) {
      previous.push('phx_close', {});
      this.leave(previous);
    }
    const payload = isObject(message.payload) ? message.payload : {};
    const config = isObject(payload.config) ? payload.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    if (config.private === true) {
      // Private channels are authorized by policies on realtime.messages, which the stand-in does not have:
      // refused as hosted Realtime refuses a topic no policy lets the user read.
      conn.reply(message, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.slice(9)}`,
      });
      return;
    }
    if (isObject(broadcast.replay)) {
      conn.reply(message, 'error', { reason: 'UnableToReplayMessages: Replay is not allowed for public channels' });
      return;
    }
    const userToken = [payload.access_token, payload.user_token].find(
      (t): t is string => typeof t === 'string' && !t.startsWith('sb_'),
    );
    const token = userToken ?? conn.apikey;
    const check = checkToken(this.keys, token);
    if ('refused' in check) {
      conn.reply(message, 'error', { reason: joinRefusal(check.refused) });
      return;
    }
    const rawChanges = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isObject) : [];
    const read = rawChanges.map((raw) => readBinding(raw, bindingId(raw)));
    // Checked before the reply, so a client that sees SUBSCRIBED already receives changes (hosted
    // Realtime subscribes just after; `postgres_changes_options.wait` asks it to do the same).
    const problem = read.length > 0 ? await this.feed.check(read, check.claims.role) : undefined;
    if (conn.ws.readyState !== conn.ws.OPEN) return;

    const channel = new Channel(
      conn,
      topic,
      message.joinRef,
      broadcast.self === true,
      broadcast.ack === true,
      typeof presence.key === 'string' ? presence.key : '',
      token,
      check.claims,
    );
    channel.authorize(token, check.claims);
    conn.channels.set(topic, channel);
    let members = this.topics.get(topic);
    if (!members) this.topics.set(topic, (members = new Set<Channel>()));
    members.add(channel);
    conn.reply(message, 'ok', {
      postgres_changes: read.map(({ binding }, i) => ({ ...rawChanges[i], id: binding.id })),
    });
    if (presence.enabled === true) this.syncPresence(channel);
    if (read.length === 0) return;
    if (problem) {
      channel.system('postgres_changes', 'error', problem);
      return;
    }
    channel.bindings = read.map((r) => r.binding);
    this.feed.add(channel);
    channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  leave(channel: Channel): void {
    channel.stop();
    this.feed.remove(channel);
    const { conn, topic } = channel;
    if (conn.channels.get(topic) === channel) conn.channels.delete(topic);
    const members = this.topics.get(topic);
    members?.delete(channel);
    if (members?.size === 0) this.topics.delete(topic);
    this.untrack(channel);
  }

  /** A subscriber's broadcast: to every channel of the topic (itself only with `self`), acknowledged with `ack`. */
  broadcast(from: Channel, outgoing: Outgoing, message: Message | UserBroadcast): void {
    for (const channel of this.topics.get(from.topic) ?? [])
      if (channel !== from || from.broadcastSelf) channel.deliver(outgoing);
    if (from.broadcastAck) from.conn.reply(message, 'ok');
  }

  /** The REST API's broadcast (`POST /api/broadcast`): public topics only, as no policy opens a private one here. */
  broadcastFromApi(subTopic: string, outgoing: Outgoing): void {
    for (const channel of this.topics.get(`realtime:${subTopic}`) ?? []) channel.deliver(outgoing);
  }

  refreshToken(channel: Channel, message: Message): void {
    const token = isObject(message.payload) ? message.payload.access_token : undefined;
    // Realtime ignores an API key, a missing token and the token the channel already has.
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken) return;
    const check = checkToken(this.keys, token);
    if ('refused' in check) channel.shutdown(refreshRefusal(check.refused));
    else channel.authorize(token, check.claims);
  }

  presence(channel: Channel, message: Message): void {
    const payload = isObject(message.payload) ? message.payload : {};
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
    if (event === 'track') {
      if (!isObject(payload.payload)) {
        channel.conn.reply(message, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      // Tracking on a channel joined without presence turns it on, and the channel first gets the state.
      if (!channel.presenceShared) this.syncPresence(channel);
      this.track(channel, payload.payload);
    } else if (event === 'untrack') {
      this.untrack(channel);
    }
    channel.conn.reply(message, 'ok');
  }

  private syncPresence(channel: Channel): void {
    channel.presenceShared = true;
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const [key, entries] of this.presences.get(channel.topic) ?? [])
      state[key] = { metas: entries.map((e) => e.meta) };
    channel.push('presence_state', state);
  }

  private track(channel: Channel, meta: Record<string, unknown>): void {
    let byKey = this.presences.get(channel.topic);
    if (!byKey) this.presences.set(channel.topic, (byKey = new Map<string, PresenceEntry[]>()));
    const entries = byKey.get(channel.presenceKey) ?? [];
    const previous = entries.find((e) => e.channel === channel);
    const entry: PresenceEntry = {
      channel,
      meta: { ...meta, phx_ref: randomUUID(), ...(previous ? { phx_ref_prev: previous.meta.phx_ref } : {}) },
    };
    byKey.set(channel.presenceKey, [...entries.filter((e) => e !== previous), entry]);
    this.presenceDiff(
      channel.topic,
      { [channel.presenceKey]: { metas: [entry.meta] } },
      previous ? { [channel.presenceKey]: { metas: [previous.meta] } } : {},
    );
  }

  private untrack(channel: Channel): void {
    const byKey = this.presences.get(channel.topic);
    const entries = byKey?.get(channel.presenceKey);
    const previous = entries?.find((e) => e.channel === channel);
    if (!byKey || !entries || !previous) return;
    const rest = entries.filter((e) => e !== previous);
    if (rest.length > 0) byKey.set(channel.presenceKey, rest);
    else byKey.delete(channel.presenceKey);
    if (byKey.size === 0) this.presences.delete(channel.topic);
    this.presenceDiff(channel.topic, {}, { [channel.presenceKey]: { metas: [previous.meta] } });
  }

  private presenceDiff(topic: string, joins: Record<string, unknown>, leaves: Record<string, unknown>): void {
    for (const channel of this.topics.get(topic) ?? [])
      if (channel.presenceShared) channel.push('presence_diff', { joins, leaves });
  }

  /** Closes every socket, as Realtime drains a node: clients reconnect and rejoin on their own. */
  disconnectAll(): void {
    for (const conn of this.connections) conn.ws.close(1000);
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.ws.terminate();
    await this.feed.close();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
