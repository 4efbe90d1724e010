// How deep a JSON text nests, read from its bytes in one pass, so a hostile body is measured without recursing into it.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * True when the JSON in `bytes` (UTF-8, whose multi-byte characters never contain these ASCII bytes) opens more than
 * `max` arrays or objects inside one another. Brackets inside strings do not count; malformed JSON is the parser's to
 * refuse, so this only ever answers about depth.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const byte of bytes) {
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return false;
}
