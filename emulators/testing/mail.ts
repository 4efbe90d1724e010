// Test support for e-mail: a mail catcher on free ports and a reader of its Mailpit-compatible JSON API.
import { startMailCatcher, type RunningMailCatcher, type StartMailCatcherOptions } from '../mail/index';

export interface CaughtMessage {
  ID: string;
  MessageID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
  From: { Name: string; Address: string };
  Text: string;
  HTML: string;
}

export interface TestMailbox {
  catcher: RunningMailCatcher;
  smtpUrl: string;
  /** The newest message to `to` (waiting up to timeoutMs for it to arrive), read through GET /api/v1/message/{ID}. */
  latestTo(to: string, timeoutMs?: number): Promise<CaughtMessage>;
  /** How many messages went to `to`, per GET /api/v1/search?query=to:… */
  countTo(to: string): Promise<number>;
  close(): Promise<void>;
}

/** What a test reads from a Mailpit-compatible JSON API. */
export type MailReader = Pick<TestMailbox, 'latestTo' | 'countTo'>;

/** Reads the mailbox whose JSON API is at `apiUrl` (a catcher this test started, or the running stack's). */
export function readMailbox(apiUrl: string): MailReader {
  const search = async (to: string): Promise<{ messages_count: number; messages: { ID: string }[] }> => {
    const res = await fetch(`${apiUrl}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`);
    if (!res.ok) throw new Error(`the mail catcher at ${apiUrl} answered ${res.status}`);
    return (await res.json()) as { messages_count: number; messages: { ID: string }[] };
  };
  return {
    async latestTo(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await search(to)).messages[0];
        if (found) return (await (await fetch(`${apiUrl}/api/v1/message/${found.ID}`)).json()) as CaughtMessage;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async countTo(to) {
      return (await search(to)).messages_count;
    },
  };
}

/** A catcher on free ports; `options` as Mailpit's flags (e.g. ignoreDuplicateIds). */
export async function startTestMailbox(
  options: Pick<StartMailCatcherOptions, 'ignoreDuplicateIds'> = {},
): Promise<TestMailbox> {
  const catcher = await startMailCatcher({ ...options, smtpPort: 0, httpPort: 0 });
  return {
    ...readMailbox(catcher.apiUrl),
    catcher,
    smtpUrl: catcher.smtpUrl,
    close: () => catcher.close(),
  };
}

/** The first link in a message's text part (GoTrue's confirmation URL). */
export function firstLink(message: CaughtMessage): string {
  const match = /https?:\/\/\S+/.exec(message.Text);
  if (!match) throw new Error(`no link in "${message.Subject}"`);
  return match[0];
}

/** The six-digit code GoTrue's templates give beside the link. */
export function otpCode(message: CaughtMessage): string {
  const match = /enter the code: (\d{6})/.exec(message.Text);
  if (!match?.[1]) throw new Error(`no code in "${message.Subject}"`);
  return match[1];
}
