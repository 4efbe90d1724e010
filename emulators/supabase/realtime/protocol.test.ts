// Phoenix's text frames: 2.0.0 an array, 1.0.0 an object without join_ref, byte for byte as JSON.stringify makes them,
// whether the payload is given as a value or as JSON text already.
import { describe, expect, it } from 'vitest';
import { encode, encodeJson, type Message } from './protocol';

describe('text frames', () => {
  const message: Message = {
    joinRef: null,
    ref: '7',
    topic: 'realtime:rooms:"Kanhar"',
    event: 'postgres_changes',
    payload: { ids: [3], data: { table: 'beds', record: { id: 1, note: 'a "quoted" \u2028 line' } } },
  };
  const { joinRef, ref, topic, event, payload } = message;
  const frames = {
    '2.0.0': JSON.stringify([joinRef, ref, topic, event, payload]),
    '1.0.0': JSON.stringify({ topic, event, payload, ref }),
  };

  it.each(['1.0.0', '2.0.0'] as const)(
    'when a %s frame is encoded, from a value or from JSON, then it is the same',
    (vsn) => {
      expect(encode(message, vsn)).toBe(frames[vsn]);
      expect(encodeJson({ joinRef, ref, topic, event }, JSON.stringify(payload), vsn)).toBe(frames[vsn]);
    },
  );
});
