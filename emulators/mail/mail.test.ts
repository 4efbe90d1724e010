// The mail catcher as a client of Mailpit's API sees it: messages sent over SMTP, listed, read, searched and deleted.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type RunningMailCatcher } from './index';

describe('mail catcher', () => {
  let catcher: RunningMailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher?.close();
  });

  const api = async <T>(path: string, init?: RequestInit): Promise<T> =>
    (await (await fetch(`${catcher.apiUrl}${path}`, init)).json()) as T;
  const send = (to: string, subject: string) =>
    nodemailer.createTransport(catcher.smtpUrl).sendMail({
      from: { name: 'Hostel Office', address: 'office@hostel.local' },
      to,
      subject,
      text: `Hello ${to}, see http://localhost:5173/receipt/ABC`,
      html: `<p>Hello <b>${to}</b></p>`,
    });

  interface Listing {
    total: number;
    unread: number;
    count: number;
    messages_count: number;
    start: number;
    tags: string[];
    messages: {
      ID: string;
      Subject: string;
      Read: boolean;
      Snippet: string;
      From: { Name: string; Address: string };
      To: { Address: string }[];
    }[];
  }

  it('when it starts, then /api/v1/info answers 200 and it binds 127.0.0.1', async () => {
    const res = await fetch(`${catcher.apiUrl}/api/v1/info`);
    expect(res.status).toBe(200);
    expect(catcher.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  });

  it('when messages arrive over SMTP, then they are listed newest first in Mailpit shape and readable one by one', async () => {
    await fetch(`${catcher.apiUrl}/api/v1/messages`, { method: 'DELETE' });
    await send('asha@test.local', 'First');
    await send('ravi@test.local', 'Second');
    const list = await api<Listing>('/api/v1/messages');
    expect(list).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0, tags: [] });
    expect(list.messages.map((m) => m.Subject)).toEqual(['Second', 'First']);
    expect(list.messages[0]).toMatchObject({
      From: { Name: 'Hostel Office', Address: 'office@hostel.local' },
      To: [{ Address: 'ravi@test.local' }],
      Read: false,
    });
    expect(list.messages[0]?.Snippet).toContain('Hello ravi@test.local');

    const paged = await api<Listing>('/api/v1/messages?limit=1&start=1');
    expect(paged).toMatchObject({ count: 1, start: 1 });
    expect(paged.messages[0]?.Subject).toBe('First');

    const one = await api<{ Subject: string; Text: string; HTML: string; Date: string }>(
      `/api/v1/message/${list.messages[1]!.ID}`,
    );
    expect(one.Subject).toBe('First');
    expect(one.Text).toContain('Hello asha@test.local');
    expect(one.HTML).toContain('<b>asha@test.local</b>');
    const headers = await api<Record<string, string[]>>(`/api/v1/message/${list.messages[1]!.ID}/headers`);
    expect(headers.Subject).toEqual(['First']);
    expect((await api<Listing>('/api/v1/messages')).unread).toBe(1);
    expect((await fetch(`${catcher.apiUrl}/api/v1/message/nope`)).status).toBe(404);
  });

  it('when searching to:address, then only that recipient’s messages come back', async () => {
    await send('search-me@test.local', 'Found');
    const found = await api<Listing>(`/api/v1/search?query=${encodeURIComponent('to:search-me@test.local')}`);
    expect(found.messages.map((m) => m.Subject)).toEqual(['Found']);
  });

  it('when deleting some by IDs, or all, then they are gone', async () => {
    await send('delete@test.local', 'Delete me');
    const before = await api<Listing>('/api/v1/messages');
    const target = before.messages[0]!.ID;
    const res = await fetch(`${catcher.apiUrl}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [target] }),
    });
    expect(res.status).toBe(200);
    const after = await api<Listing>('/api/v1/messages');
    expect(after.messages_count).toBe(before.messages_count - 1);
    expect(after.messages.some((m) => m.ID === target)).toBe(false);
    await fetch(`${catcher.apiUrl}/api/v1/messages`, { method: 'DELETE' });
    expect((await api<Listing>('/api/v1/messages')).total).toBe(0);
  });

  it('when the web UI is opened, then it lists the messages in an accessible table and shows one with its links', async () => {
    await send('ui@test.local', 'Shown <here>');
    const res = await fetch(`${catcher.apiUrl}/`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<th scope="col">Subject</th>');
    expect(html).toContain('Shown &lt;here&gt;');
    const view = /href="(view\/[^"]+)"/.exec(html)?.[1];
    const page = await (await fetch(`${catcher.apiUrl}/${view}`)).text();
    expect(page).toContain('<a href="http://localhost:5173/receipt/ABC">');
  });
});

describe('mail catcher with duplicate Message-IDs ignored (Mailpit --ignore-duplicate-ids)', () => {
  it('when a message repeats a kept Message-ID, then it is accepted and dropped; other messages are kept', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, ignoreDuplicateIds: true });
    try {
      const transport = nodemailer.createTransport(catcher.smtpUrl);
      const mail = { from: 'office@hostel.local', to: 'asha@hostel.local', subject: 'Receipt', text: 'Paid' };
      const first = await transport.sendMail({ ...mail, messageId: '<outbox-1@campus-hostel.local>' });
      const again = await transport.sendMail({ ...mail, messageId: '<outbox-1@campus-hostel.local>' });
      await transport.sendMail({ ...mail, messageId: '<outbox-2@campus-hostel.local>' });
      expect(first.response).toMatch(/^250/);
      expect(again.response).toMatch(/^250/);
      const listing = (await (await fetch(`${catcher.apiUrl}/api/v1/messages`)).json()) as {
        messages: { MessageID: string }[];
      };
      expect(listing.messages.map((m) => m.MessageID)).toEqual([
        'outbox-2@campus-hostel.local',
        'outbox-1@campus-hostel.local',
      ]);
    } finally {
      await catcher.close();
    }
  });
});
