// Upload media types: a strict RFC 9110 parse, the bucket's allow-list, and a check that the bytes are what the type claims.
import { StorageHttpError } from './errors';

export interface MediaType {
  /** `type/subtype`, lower-cased. */
  essence: string;
  type: string;
  subtype: string;
  /** The value to store and serve: the essence plus a charset when one was given, nothing else. */
  value: string;
}

/** How many leading bytes of an upload are kept for the content checks. */
export const CONTENT_HEAD_BYTES = 1024;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\\\x00-\\x08\\x0a-\\x1f\\x7f]|\\\\[\\x09\\x20-\\x7e])*"';
const PARAMETER = new RegExp(`^[ \\t]*;[ \\t]*(${TOKEN})=(${TOKEN}|${QUOTED})`);
const ESSENCE = new RegExp(`^(${TOKEN})/(${TOKEN})`);

export const invalidMimeType = (mimetype: string): StorageHttpError =>
  new StorageHttpError(
    415,
    'invalid_mime_type',
    `mime type ${mimetype.slice(0, 100)} is not supported`,
    'InvalidMimeType',
  );

const contentMismatch = (essence: string): StorageHttpError =>
  new StorageHttpError(
    415,
    'invalid_mime_type',
    `mime type ${essence} does not match the content of the file`,
    'InvalidMimeType',
  );

/**
 * One media type, or undefined when the header is not exactly one (a list such as
 * `image/png, text/html`, a stray character, a bare type). Hosted Storage splits on `/` only, which
 * lets such a list through an `image/*` rule; the whole value is parsed here so it cannot.
 */
export function parseMediaType(raw: string): MediaType | undefined {
  const text = raw.trim();
  const head = ESSENCE.exec(text);
  if (!head?.[1] || !head[2]) return undefined;
  const type = head[1].toLowerCase();
  const subtype = head[2].toLowerCase();
  let rest = text.slice(head[0].length);
  let charset: string | undefined;
  while (rest.trim() !== '') {
    const parameter = PARAMETER.exec(rest);
    if (!parameter?.[1] || parameter[2] === undefined) return undefined;
    if (parameter[1].toLowerCase() === 'charset') charset = parameter[2].replace(/^"|"$/g, '').toLowerCase();
    rest = rest.slice(parameter[0].length);
  }
  const essence = `${type}/${subtype}`;
  const safeCharset = charset !== undefined && /^[a-z0-9._-]{1,40}$/.test(charset) ? charset : undefined;
  return { essence, type, subtype, value: safeCharset ? `${essence}; charset=${safeCharset}` : essence };
}

/** True when the bucket's allow-list (null or empty allows all) admits the type; `image/*` admits every image subtype. */
export function mimeAllowed(media: MediaType, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase().split(';')[0]?.trim() ?? '';
    if (rule === '*' || rule === '*/*') return true;
    const [ruleType = '', ruleSubtype = ''] = rule.split('/');
    return ruleType === media.type && (ruleSubtype === '*' || ruleSubtype === media.subtype);
  });
}

/** Types a browser would run as a document whatever bucket they are in: never accepted. */
const ACTIVE_TYPES = new Set([
  'image/svg+xml',
  'text/html',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/xsl',
]);

const startsWith = (head: Buffer, bytes: number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Leading bytes each declared format must start with. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/gif': (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  'image/webp': (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  'application/pdf': (head) => startsWith(head, ascii('%PDF-')),
  // The OLE2 compound file header of Word 97-2003 documents.
  'application/msword': (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // Office Open XML is a zip archive; an empty docx is not a document either, so only a local file header counts.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (head) =>
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
};
MAGIC['image/jpg'] = MAGIC['image/jpeg']!;
MAGIC['image/pjpeg'] = MAGIC['image/jpeg']!;

/** Markup a browser would render or run (HTML, SVG, XML) near the start of the bytes, after any BOM and whitespace. */
function looksLikeMarkup(head: Buffer): boolean {
  let text = head.toString('latin1');
  text = text.replace(/^(\xef\xbb\xbf|\xfe\xff|\xff\xfe)/, '');
  // UTF-16 text: drop the NUL halves so `<\0s\0v\0g\0` reads as `<svg`.
  if (text.includes('\u0000')) text = text.split('\u0000').join('');
  const lower = text.toLowerCase();
  if (
    /^\s*<(\?xml|!doctype|!--|svg|html|head|body|script|iframe|object|embed|meta|link|style|title|a\s|div|img|p[\s>])/.test(
      lower,
    )
  ) {
    return true;
  }
  return /<(svg|html|script|iframe|!doctype\s+html)[\s>/]/.test(lower);
}

/**
 * Refuses what a browser could run from a Storage link: SVG, HTML and other markup (by declared
 * type or by content), and a declared image, pdf, doc or docx whose bytes are not that format.
 */
export function checkContent(media: MediaType, head: Buffer): void {
  if (ACTIVE_TYPES.has(media.essence) || media.subtype.endsWith('+xml')) throw invalidMimeType(media.essence);
  const magic = MAGIC[media.essence];
  if (magic) {
    if (!magic(head)) throw contentMismatch(media.essence);
    return;
  }
  if (looksLikeMarkup(head)) throw contentMismatch(media.essence);
}
