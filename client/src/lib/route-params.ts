// Checks for values taken from the address, so a page never queries with a malformed one.

/** A room ID from the address: a positive whole number, else undefined. */
export function roomIdOf(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}
