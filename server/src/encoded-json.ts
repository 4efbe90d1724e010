// An answer serialised and gzipped once for many requests, typed by the value it encodes, so the route that sends it
// is checked against its declared answer like any other.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const compress = promisify(gzip);

export class EncodedJson<T> {
  /** Never set: it carries T, which only the compiler reads. */
  declare private readonly encodes: T;

  private constructor(
    readonly json: string,
    readonly gzipped: Buffer,
  ) {}

  static async of<T>(value: T): Promise<EncodedJson<T>> {
    const json = JSON.stringify(value);
    return new EncodedJson<T>(json, await compress(json));
  }
}
