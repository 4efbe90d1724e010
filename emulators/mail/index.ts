// The local mail catcher: an SMTP server that keeps every message, a Mailpit-compatible JSON API and a small web UI listing them.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const DEFAULT_SMTP_PORT = 54325;
export const DEFAULT_HTTP_PORT = 54324;
/** Mailpit keeps 500 messages by default and drops the oldest beyond that. */
const MAX_MESSAGES = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;

export interface MailAddress {
  Name: string;
  Address: string;
}

interface StoredMessage {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  Created: string;
  Date: string;
  Size: number;
  Read: boolean;
  Text: string;
  HTML: string;
  Snippet: string;
  Headers: Record<string, string[]>;
  Raw: Buffer;
}

export interface StartMailCatcherOptions {
  /** 0 picks a free port; default 54325. */
  smtpPort?: number;
  /** 0 picks a free port; default 54324. */
  httpPort?: number;
  /** Default 127.0.0.1: the catcher holds password-reset links, so it is not for other machines. */
  host?: string;
  /**
   * Accept but drop a message whose Message-ID is already kept, as Mailpit's --ignore-duplicate-ids
   * (MP_IGNORE_DUPLICATE_IDS) does; off by default, as in Mailpit. A sender's resend after a crash is then kept once.
   */
  ignoreDuplicateIds?: boolean;
}

export interface RunningMailCatcher {
  /** `smtp://127.0.0.1:<port>`, what SMTP_URL should say. */
  smtpUrl: string;
  /** `http://127.0.0.1:<port>`: the web UI at `/`, the JSON API under `/api/v1`. */
  apiUrl: string;
  smtpPort: number;
  httpPort: number;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((group) => group.value).map((entry) => ({ Name: entry.name, Address: entry.address ?? '' }));
}

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}

function headersOf(parsed: ParsedMail): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const line of parsed.headerLines) {
    const colon = line.line.indexOf(':');
    const name = colon === -1 ? line.key : line.line.slice(0, colon);
    const value =
      colon === -1
        ? ''
        : line.line
            .slice(colon + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim();
    (headers[name] ??= []).push(value);
  }
  return headers;
}

async function store(raw: Buffer): Promise<StoredMessage> {
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const from = addresses(parsed.from)[0] ?? { Name: '', Address: '' };
  const now = new Date().toISOString();
  return {
    ID: randomBytes(16).toString('base64url'),
    MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    From: from,
    To: addresses(parsed.to),
    Cc: addresses(parsed.cc),
    Bcc: addresses(parsed.bcc),
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: from.Address,
    Subject: parsed.subject ?? '',
    Created: now,
    Date: parsed.date?.toISOString() ?? now,
    Size: raw.length,
    Read: false,
    Text: text,
    HTML: html,
    Snippet: snippetOf(text),
    Headers: headersOf(parsed),
    Raw: raw,
  };
}

/** A list entry as Mailpit's GET /api/v1/messages gives it. */
function summary(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: message.Created,
    Username: '',
    Tags: [],
    Size: message.Size,
    Attachments: 0,
    Snippet: message.Snippet,
  };
}

/** Mailpit's message view (GET /api/v1/message/{ID}). */
function detail(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    ReturnPath: message.ReturnPath,
    Subject: message.Subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: message.Date,
    Tags: [],
    Username: '',
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: [],
    Attachments: [],
  };
}

/** Mailpit's search terms this catcher understands: `to:`, `from:`, `subject:`, `is:read|unread` and plain words. */
function matcher(query: string): (message: StoredMessage) => boolean {
  const terms = [...query.matchAll(/(-?)(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)].map((match) => ({
    negate: match[1] === '-',
    field: (match[2] ?? '').toLowerCase(),
    value: (match[3] ?? match[4] ?? '').toLowerCase(),
  }));
  const list = (entries: MailAddress[]): string =>
    entries
      .map((a) => `${a.Name} <${a.Address}>`)
      .join(', ')
      .toLowerCase();
  return (message) =>
    terms.every(({ negate, field, value }) => {
      let hit: boolean;
      if (field === 'to') hit = list([...message.To, ...message.Cc, ...message.Bcc]).includes(value);
      else if (field === 'from') hit = list([message.From]).includes(value);
      else if (field === 'subject') hit = message.Subject.toLowerCase().includes(value);
      else if (field === 'is') hit = value === 'read' ? message.Read : value === 'unread' ? !message.Read : false;
      else {
        const haystack = `${field ? `${field}:` : ''}${value}`;
        hit = [message.Subject, message.Text, list([message.From]), list(message.To)].some((part) =>
          part.toLowerCase().includes(haystack),
        );
      }
      return negate ? !hit : hit;
    });
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Plain text with its http(s) links clickable, so a reset link can be followed from the UI. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const UI_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const UI_STYLE = `body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b1f24; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #d1d5db; }
a { color: #1d4ed8; } a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
pre { white-space: pre-wrap; background: #f4f5f7; padding: 1rem; border-radius: 0.3rem; }`;

function uiPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${UI_STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>
`;
}

function listPage(messages: StoredMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(m.From.Address)}</td><td>${escapeHtml(m.To.map((t) => t.Address).join(', '))}</td>
<td><a href="view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td><td><time datetime="${m.Created}">${escapeHtml(m.Created)}</time></td></tr>`,
    )
    .join('\n');
  const table =
    messages.length === 0
      ? '<p>No messages yet.</p>'
      : `<table><caption>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead>
<tbody>${rows}</tbody></table>`;
  return uiPage(
    'Mail catcher',
    `<h1>Mail catcher</h1>
<p>Every e-mail sent to this machine's SMTP port is kept here and never delivered. JSON: <a href="api/v1/messages">/api/v1/messages</a>.</p>
${table}`,
  );
}

function viewPage(m: StoredMessage): string {
  return uiPage(
    m.Subject || 'Message',
    `<p><a href="../">Back to all messages</a></p>
<h1>${escapeHtml(m.Subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(`${m.From.Name} <${m.From.Address}>`)}</dd>
<dt>To</dt><dd>${escapeHtml(m.To.map((t) => t.Address).join(', '))}</dd>
<dt>Received</dt><dd>${escapeHtml(m.Created)}</dd></dl>
<h2>Text</h2>
<pre>${linkify(m.Text)}</pre>`,
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function pageOf(messages: StoredMessage[], params: URLSearchParams, total: number, unread: number) {
  const start = Math.max(0, Number.parseInt(params.get('start') ?? '0', 10) || 0);
  const limit = Math.max(1, Math.min(MAX_MESSAGES, Number.parseInt(params.get('limit') ?? '50', 10) || 50));
  const slice = messages.slice(start, start + limit);
  return {
    total,
    unread,
    count: slice.length,
    messages_count: messages.length,
    messages_unread: messages.filter((m) => !m.Read).length,
    start,
    tags: [],
    messages: slice.map(summary),
  };
}

export async function startMailCatcher(opts: StartMailCatcherOptions = {}): Promise<RunningMailCatcher> {
  const host = opts.host ?? '127.0.0.1';
  /** Newest first, as Mailpit lists them. */
  let messages: StoredMessage[] = [];

  const smtp = new SMTPServer({
    banner: 'Campus Hostel mail catcher',
    size: MAX_MESSAGE_BYTES,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    // Like Mailpit's --smtp-auth-accept-any: a client configured with credentials is let in with any.
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        store(Buffer.concat(chunks)).then(
          (message) => {
            const duplicate =
              opts.ignoreDuplicateIds === true &&
              message.MessageID !== '' &&
              messages.some((kept) => kept.MessageID === message.MessageID);
            if (!duplicate) messages = [message, ...messages].slice(0, MAX_MESSAGES);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error('Could not parse the message')),
        );
      });
    },
  });
  smtp.on('error', (error) => console.error('mail catcher: SMTP error', error.message));

  const find = (id: string): StoredMessage | undefined =>
    id === 'latest' ? messages[0] : messages.find((m) => m.ID === id);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const unread = (): number => messages.filter((m) => !m.Read).length;

    if (method === 'GET' && path === '/api/v1/info') {
      sendJson(res, 200, {
        Version: 'campus-hostel-mail-catcher',
        LatestVersion: '',
        Database: 'memory',
        DatabaseSize: messages.reduce((sum, m) => sum + m.Size, 0),
        Messages: messages.length,
        Unread: unread(),
        Tags: {},
        RuntimeStats: { Uptime: Math.round(process.uptime()), SMTPAccepted: messages.length },
      });
      return;
    }
    if (method === 'GET' && path === '/api/v1/messages') {
      sendJson(res, 200, pageOf(messages, url.searchParams, messages.length, unread()));
      return;
    }
    if (method === 'GET' && path === '/api/v1/search') {
      const matching = messages.filter(matcher(url.searchParams.get('query') ?? ''));
      sendJson(res, 200, pageOf(matching, url.searchParams, messages.length, unread()));
      return;
    }
    if (method === 'DELETE' && path === '/api/v1/messages') {
      const raw = await readBody(req);
      let ids: unknown;
      try {
        ids = raw.trim() === '' ? undefined : (JSON.parse(raw) as { IDs?: unknown }).IDs;
      } catch {
        sendText(res, 400, 'invalid JSON body');
        return;
      }
      if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))) {
        sendText(res, 400, 'IDs must be an array of message IDs');
        return;
      }
      const remove = Array.isArray(ids) && ids.length > 0 ? new Set<string>(ids) : undefined;
      messages = remove ? messages.filter((m) => !remove.has(m.ID)) : [];
      sendText(res, 200, 'ok');
      return;
    }
    const single = /^\/api\/v1\/message\/([^/]+)(\/headers|\/raw)?$/.exec(path);
    if (method === 'GET' && single) {
      const message = find(decodeURIComponent(single[1] ?? ''));
      if (!message) {
        sendText(res, 404, 'message not found');
        return;
      }
      if (single[2] === '/headers') sendJson(res, 200, message.Headers);
      else if (single[2] === '/raw') sendText(res, 200, message.Raw.toString('utf8'));
      else {
        message.Read = true;
        sendJson(res, 200, detail(message));
      }
      return;
    }
    if (method === 'GET' && (path === '/' || path.startsWith('/view/'))) {
      const message = path === '/' ? undefined : find(decodeURIComponent(path.slice('/view/'.length)));
      if (path !== '/' && !message) {
        res.writeHead(404, { ...UI_HEADERS, 'content-type': 'text/html; charset=utf-8' });
        res.end(uiPage('Not found', '<h1>Message not found</h1><p><a href="../">Back to all messages</a></p>'));
        return;
      }
      if (message) message.Read = true;
      res.writeHead(200, { ...UI_HEADERS, 'content-type': 'text/html; charset=utf-8' });
      res.end(message ? viewPage(message) : listPage(messages));
      return;
    }
    sendText(res, 404, 'not found');
  }

  const http: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendText(res, 400, error instanceof Error ? error.message : 'bad request');
    });
  });

  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(opts.smtpPort ?? DEFAULT_SMTP_PORT, host, () => resolve());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(opts.httpPort ?? DEFAULT_HTTP_PORT, host, () => resolve());
    });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let closing: Promise<void> | undefined;
  return {
    smtpUrl: `smtp://${shown}:${smtpPort}`,
    apiUrl: `http://${shown}:${httpPort}`,
    smtpPort,
    httpPort,
    close() {
      closing ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined);
      return closing;
    },
  };
}
