// Phoenix's wire formats as Realtime speaks them: vsn 1.0.0 (JSON objects), 2.0.0 (JSON arrays, plus binary user broadcasts).

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly string[] = ['1.0.0', '2.0.0'];

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast a 2.0.0 client sent as a binary frame: its payload stays bytes (JSON text or raw). */
export interface UserBroadcast {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  json: boolean;
  payload: Buffer;
  metadata?: Record<string, unknown>;
}

/** Frame kinds of Realtime's V2 serializer. */
const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

/** Reads a client frame; undefined when it is not a message (Phoenix drops those). */
export function decode(data: Buffer, isBinary: boolean, vsn: Vsn): Message | UserBroadcast | undefined {
  if (isBinary) {
    if (vsn !== '2.0.0' || data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return undefined;
    const sizes = [data[1], data[2], data[3], data[4], data[5]] as number[];
    let offset = 7;
    const parts = sizes.map((size) => {
      const part = data.subarray(offset, offset + size).toString('utf8');
      offset += size;
      return part;
    });
    const [joinRef = '', ref = '', topic = '', event = '', metadata = ''] = parts;
    if (offset > data.length) return undefined;
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      event,
      json: data[6] === 1,
      payload: data.subarray(offset),
      ...(metadata ? { metadata: JSON.parse(metadata) as Record<string, unknown> } : {}),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) return undefined;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { joinRef: refText(joinRef), ref: refText(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { join_ref, ref, topic, event, payload } = parsed as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  return { joinRef: refText(join_ref), ref: refText(ref), topic, event, payload };
}

function refText(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

export function isUserBroadcast(message: Message | UserBroadcast): message is UserBroadcast {
  return Buffer.isBuffer(message.payload);
}

/** A text frame: an array in 2.0.0, an object (without join_ref, as Phoenix's V1 serializer) in 1.0.0. */
export function encode(message: Message, vsn: Vsn): string {
  return encodeJson(message, JSON.stringify(message.payload ?? null), vsn);
}

/**
 * encode() of a message whose payload is JSON text already, so that a payload a thousand subscribers receive is
 * serialised once rather than once each.
 */
export function encodeJson(message: Omit<Message, 'payload'>, payloadJson: string, vsn: Vsn): string {
  const { joinRef, ref, topic, event } = message;
  const text = JSON.stringify;
  return vsn === '2.0.0'
    ? `[${text(joinRef)},${text(ref)},${text(topic)},${text(event)},${payloadJson}]`
    : `{"topic":${text(topic)},"event":${text(event)},"payload":${payloadJson},"ref":${text(ref)}}`;
}

/** The binary frame a 2.0.0 client receives for a user broadcast (kind 4). */
export function encodeUserBroadcast(b: UserBroadcast): Buffer {
  const topic = Buffer.from(b.topic);
  const event = Buffer.from(b.event);
  const metadata = Buffer.from(b.metadata ? JSON.stringify(b.metadata) : '');
  const header = Buffer.from([USER_BROADCAST, topic.length, event.length, metadata.length, b.json ? 1 : 0]);
  return Buffer.concat([header, topic, event, metadata, b.payload]);
}
