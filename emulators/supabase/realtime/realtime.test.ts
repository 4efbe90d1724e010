// Realtime through supabase-js on both engines: postgres_changes (RLS, column privileges, filters), broadcast, heartbeat, keys, reconnection.
import { randomUUID } from 'node:crypto';
import { createClient, REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { ENGINES, nodeClientOptions, startTestStack, type createNodeClient, type TestStack } from '../test-stack';

/** A test-only table with a personal column no API role may read, RLS hiding secret rows from all but their owner. */
const SCHEMA = `
create table public.rt_rooms (
  id int primary key,
  label text not null,
  occupant text,
  owner uuid,
  secret boolean not null default false,
  floor int not null default 1
);
alter table public.rt_rooms enable row level security;
revoke all on public.rt_rooms from anon, authenticated;
grant select (id, label, owner, secret, floor) on public.rt_rooms to anon, authenticated;
grant insert, update, delete on public.rt_rooms to authenticated;
create policy "rooms are seen unless secret" on public.rt_rooms for select to anon, authenticated
  using (not secret or owner = (select auth.uid()));
create policy "owners write their rooms" on public.rt_rooms for all to authenticated
  using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
alter publication supabase_realtime add table public.rt_rooms;

create table public.rt_unpublished (id int primary key, note text);

create table public.rt_keyless (note text);
grant select on public.rt_keyless to anon;
create table public.rt_hidden_key (id int primary key, note text);
revoke all on public.rt_hidden_key from anon, authenticated;
grant select (note) on public.rt_hidden_key to anon;
alter publication supabase_realtime add table public.rt_keyless, public.rt_hidden_key;
`;

type Client = ReturnType<typeof createNodeClient>;
type Change = {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  errors: unknown;
  commit_timestamp: string;
};

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A raw websocket handshake that must be refused: the answer's status and body. */
function refusedHandshake(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => reject(new Error('connected')));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      else reject(error ?? new Error(status));
    });
  });
}

describe.each(ENGINES)('Realtime on %s', (engine) => {
  let stack: TestStack;
  const clients: Client[] = [];
  let nextId = 1;

  const visitor = (options: { vsn?: string } = {}): Client => {
    const client = createClient(stack.url, LOCAL_SUPABASE.publishableKey, {
      ...nodeClientOptions(),
      realtime: options,
    });
    clients.push(client);
    return client;
  };
  /** A signed-in student: its token goes with REST calls and with the realtime join, as after sign-in. */
  const user = (): { client: Client; sub: string } => {
    const sub = randomUUID();
    const token = stack.keys.sign(
      { sub, role: 'authenticated', aud: 'authenticated', email: `${sub.slice(0, 8)}@test.local` },
      { expiresInSeconds: 3600 },
    );
    const client = createClient(stack.url, LOCAL_SUPABASE.publishableKey, {
      ...nodeClientOptions(),
      accessToken: () => Promise.resolve(token),
    });
    clients.push(client);
    return { client, sub };
  };
  const listen = async (client: Client, filter?: string, table = 'rt_rooms') => {
    const changes: Change[] = [];
    const channel = client
      .channel(`rooms-${randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (p) => {
        changes.push(p);
      });
    await subscribed(channel);
    return { channel, changes, find: (id: number) => () => changes.find((c) => (c.new.id ?? c.old.id) === id) };
  };

  beforeAll(async () => {
    stack = await startTestStack(engine);
    await stack.db.asOwner((sql) => sql.query(SCHEMA));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await stack.stop();
  });

  it('when a signed-in user inserts, updates and deletes through REST, then a visitor receives each, without personal columns', async () => {
    const { client: student, sub } = user();
    const watcher = await listen(visitor());
    const id = nextId++;
    const insert = await student.from('rt_rooms').insert({ id, label: 'A1', occupant: 'Ana Occupant', owner: sub });
    expect(insert.error).toBeNull();
    const inserted = await waitFor(watcher.find(id), 'insert');
    expect(inserted).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'rt_rooms', errors: null, old: {} });
    expect(inserted.new).toEqual({ id, label: 'A1', owner: sub, secret: false, floor: 1 });
    expect(Number.isNaN(Date.parse(inserted.commit_timestamp))).toBe(false);

    expect((await student.from('rt_rooms').update({ label: 'A2', occupant: 'Bo' }).eq('id', id)).error).toBeNull();
    const updated = await waitFor(() => watcher.changes.find((c) => c.eventType === 'UPDATE'), 'update');
    // Without REPLICA IDENTITY FULL the old row is its primary key only.
    expect(updated.new).toEqual({ id, label: 'A2', owner: sub, secret: false, floor: 1 });
    expect(updated.old).toEqual({ id });

    expect((await student.from('rt_rooms').delete().eq('id', id)).error).toBeNull();
    const deleted = await waitFor(() => watcher.changes.find((c) => c.eventType === 'DELETE'), 'delete');
    expect(deleted.new).toEqual({});
    expect(deleted.old).toEqual({ id });
    expect(JSON.stringify(watcher.changes)).not.toContain('Occupant');
  });

  it('when a row is one RLS hides from visitors, then only its owner receives it, and the visitor gets the next visible row', async () => {
    const { client: owner, sub } = user();
    const visitorFeed = await listen(visitor());
    const ownerFeed = await listen(owner);
    const hidden = nextId++;
    const shown = nextId++;
    const service = stack.service();
    await service.from('rt_rooms').insert({ id: hidden, label: 'secret', owner: sub, secret: true });
    await service.from('rt_rooms').insert({ id: shown, label: 'open', owner: sub });
    await waitFor(visitorFeed.find(shown), 'visible row');
    await waitFor(ownerFeed.find(hidden), 'owner row');
    expect(visitorFeed.find(hidden)()).toBeUndefined();
    // Each subscriber sees the row as its own role may: the service role's occupant never reaches them.
    expect(ownerFeed.find(hidden)()?.new).not.toHaveProperty('occupant');
  });

  it('when subscribers filter with eq, in, gt and not, then each receives only the rows that match', async () => {
    const base = nextId;
    nextId += 4;
    const client = visitor();
    const eq = await listen(client, 'floor=eq.2');
    const inList = await listen(client, `label=in.(x,"y,z")`);
    const gt = await listen(client, `floor=gt.2,id=gte.${base}`);
    const not = await listen(client, `floor=not.eq.1,id=lt.${base + 4}`);
    const service = stack.service();
    await service.from('rt_rooms').insert([
      { id: base, label: 'x', floor: 1 },
      { id: base + 1, label: 'y,z', floor: 2 },
      { id: base + 2, label: 'w', floor: 3 },
      { id: base + 3, label: 'v', floor: 2 },
    ]);
    await waitFor(not.find(base + 3), 'last row');
    const ids = (feed: { changes: Change[] }) => feed.changes.map((c) => c.new.id).sort();
    expect(ids(eq)).toEqual([base + 1, base + 3]);
    expect(ids(inList)).toEqual([base, base + 1]);
    expect(ids(gt)).toEqual([base + 2]);
    expect(ids(not)).toEqual([base + 1, base + 2, base + 3]);
  });

  it('when a filter names no column of the table, then the channel gets Realtime system error', async () => {
    const messages: { status: string; message: string }[] = [];
    const channel = visitor()
      .channel('bad-filter')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_rooms', filter: 'nope=eq.1' }, () => undefined)
      .on('system', {}, (p: { status: string; message: string }) => messages.push(p));
    await subscribed(channel);
    const error = await waitFor(() => messages.find((m) => m.status === 'error'), 'system error');
    expect(error.message).toBe(
      'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: public, table: rt_rooms, filters: [{"nope", "eq", "1", false}], select: nil]. Exception: ERROR P0001 (raise_exception) invalid column for filter nope',
    );
  });

  it('when a table has no primary key, or the subscriber may not read it, then each change comes as Realtime error', async () => {
    const client = visitor();
    const keyless = await listen(client, undefined, 'rt_keyless');
    const hidden = await listen(client, undefined, 'rt_hidden_key');
    await stack.db.asOwner((sql) =>
      sql.query(`insert into public.rt_keyless (note) values ('a'); insert into public.rt_hidden_key values (1, 'b')`),
    );
    const first = (feed: { changes: Change[] }) => () => feed.changes[0];
    expect(await waitFor(first(keyless), 'keyless')).toMatchObject({
      eventType: 'INSERT',
      errors: ['Error 400: Bad Request, no primary key'],
    });
    expect(await waitFor(first(hidden), 'hidden key')).toMatchObject({
      eventType: 'INSERT',
      errors: ['Error 401: Unauthorized'],
    });
  });

  it('when a table is not in the publication, then the join is told so and its changes never arrive', async () => {
    const client = visitor();
    const messages: { status: string; message: string }[] = [];
    const unpublished: unknown[] = [];
    const channel = client
      .channel('unpublished')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_unpublished' }, (p) => unpublished.push(p))
      .on('system', {}, (p: { status: string; message: string }) => messages.push(p));
    await subscribed(channel);
    const fence = await listen(client);
    await stack.db.asOwner((sql) => sql.query(`insert into public.rt_unpublished (id, note) values (1, 'quiet')`));
    const id = nextId++;
    await stack.service().from('rt_rooms').insert({ id, label: 'fence' });
    await waitFor(fence.find(id), 'fence');
    expect(unpublished).toEqual([]);
    expect(messages[0]).toMatchObject({
      status: 'error',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: rt_unpublished, filters: [], select: nil]',
    });
  });

  it('when a join is sent again before its answer, then the second replaces the first and each change comes once', async () => {
    const topic = `realtime:twice-${randomUUID()}`;
    const ws = new WebSocket(
      `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0&apikey=${LOCAL_SUPABASE.publishableKey}`,
    );
    const frames: unknown[][] = [];
    ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as unknown[]));
    await new Promise((resolve) => ws.once('open', resolve));
    const config = { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_rooms' }] };
    ws.send(JSON.stringify(['1', '1', topic, 'phx_join', { config }]));
    ws.send(JSON.stringify(['2', '2', topic, 'phx_join', { config }]));
    const replied = (ref: string) => () => frames.find((f) => f[1] === ref && f[3] === 'phx_reply');
    await waitFor(replied('1'), 'first reply');
    await waitFor(replied('2'), 'second reply');
    expect(frames.find((f) => f[3] === 'phx_close')?.[0]).toBe('1');

    const fence = await listen(visitor());
    const id = nextId++;
    await stack.service().from('rt_rooms').insert({ id, label: 'once' });
    await waitFor(fence.find(id), 'fence');
    const deliveries = frames.filter((f) => f[2] === topic && f[3] === 'postgres_changes');
    ws.close();
    expect(deliveries).toHaveLength(1);
  });

  it('when a client broadcasts, then the other subscribers receive it (a 1.0.0 client too), the sender only with self, and ack answers ok', async () => {
    const topic = `room-${randomUUID()}`;
    const got = { sender: [] as unknown[], v2: [] as unknown[], v1: [] as unknown[] };
    const on = (client: Client, into: unknown[], config = {}) =>
      client.channel(topic, { config }).on('broadcast', { event: 'moved' }, (m) => into.push(m));
    const sender = on(visitor(), got.sender, { broadcast: { self: true, ack: true } });
    await subscribed(sender);
    await subscribed(on(visitor(), got.v2));
    await subscribed(on(visitor({ vsn: '1.0.0' }), got.v1));
    expect(await sender.send({ type: 'broadcast', event: 'moved', payload: { bed: 7 } })).toBe('ok');
    const expected = { type: 'broadcast', event: 'moved', payload: { bed: 7 } };
    expect(await waitFor(() => got.v2[0], 'v2')).toEqual(expected);
    expect(await waitFor(() => got.v1[0], 'v1')).toEqual(expected);
    expect(await waitFor(() => got.sender[0], 'self')).toEqual(expected);

    const quiet = on(visitor(), [], { broadcast: { self: false } });
    await subscribed(quiet);
    const before = got.v2.length;
    expect(await quiet.send({ type: 'broadcast', event: 'moved', payload: { bed: 8 } })).toBe('ok');
    await waitFor(() => got.v2[before], 'from a second sender');
    expect(got.sender).toHaveLength(2);
  });

  // A 2.0.0 broadcast is a binary frame whose header sizes count UTF-8 bytes: Realtime's
  // lib/realtime_web/socket/v2_serializer.ex reads them so, and realtime-js 2.119 encodes them so.
  it('when a client broadcasts on a topic and event named with accents, then the others receive it under those names', async () => {
    const topic = `chambre-été-${randomUUID()}`;
    const got: unknown[] = [];
    const listener = visitor()
      .channel(topic)
      .on('broadcast', { event: 'déménagé' }, (m) => got.push(m));
    await subscribed(listener);
    const sender = visitor().channel(topic, { config: { broadcast: { ack: true } } });
    await subscribed(sender);
    expect(await sender.send({ type: 'broadcast', event: 'déménagé', payload: { lit: 'à côté' } })).toBe('ok');
    expect(await waitFor(() => got[0], 'accented broadcast')).toEqual({
      type: 'broadcast',
      event: 'déménagé',
      payload: { lit: 'à côté' },
    });
  });

  it('when a server sends through the REST broadcast API, then subscribers of the topic receive it', async () => {
    const topic = `api-${randomUUID()}`;
    const got: unknown[] = [];
    const listener = visitor()
      .channel(topic)
      .on('broadcast', { event: 'freed' }, (m) => got.push(m));
    await subscribed(listener);
    const res = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: LOCAL_SUPABASE.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic, event: 'freed', payload: { bed: 3 } }] }),
    });
    expect(res.status).toBe(202);
    expect(await waitFor(() => got[0], 'api broadcast')).toEqual({
      type: 'broadcast',
      event: 'freed',
      payload: { bed: 3 },
    });
  });

  it('when a subscriber tracks its presence, then the others see it join and, after untrack, leave', async () => {
    const topic = `lobby-${randomUUID()}`;
    const tracker = visitor().channel(topic, { config: { presence: { key: 'ana' } } });
    const watcher = visitor().channel(topic);
    let synced = 0;
    watcher.on('presence', { event: 'sync' }, () => (synced += 1));
    await subscribed(watcher);
    await subscribed(tracker);
    expect(await tracker.track({ bed: 4 })).toBe('ok');
    const seen = await waitFor(() => watcher.presenceState().ana?.[0], 'presence join');
    expect(seen).toMatchObject({ bed: 4 });
    expect(await tracker.untrack()).toBe('ok');
    await waitFor(() => (watcher.presenceState().ana ? undefined : true), 'presence leave');
    expect(synced).toBeGreaterThan(1);
  });

  it('when a channel asks to be private, then the join is refused as a topic no policy opens', async () => {
    const error = await new Promise<Error | undefined>((resolve) =>
      visitor()
        .channel('office', { config: { private: true } })
        .subscribe((status, err) => {
          if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(err);
        }),
    );
    expect(error?.message).toBe('Unauthorized: You do not have permissions to read from this Channel topic: office');
  });

  it('when a subscriber sends a token that is not a JWT, then its channel is shut down with a system error', async () => {
    const { client } = user();
    const messages: { status: string; message: string }[] = [];
    const statuses: string[] = [];
    const channel = client
      .channel(`mine-${randomUUID()}`)
      .on('system', {}, (p: { status: string; message: string }) => messages.push(p));
    channel.subscribe((status) => statuses.push(status));
    await waitFor(() => (statuses.includes('SUBSCRIBED') ? true : undefined), 'join');
    await client.realtime.setAuth('not-a-token');
    expect(await waitFor(() => messages.find((m) => m.status === 'error'), 'system error')).toMatchObject({
      message: 'The token provided is not a valid JWT',
    });
    await waitFor(() => (statuses.includes('CLOSED') ? true : undefined), 'closed');
  });

  it('when heartbeats are sent, then each is answered ok and the socket stays open', async () => {
    const statuses: string[] = [];
    const client = createClient(stack.url, LOCAL_SUPABASE.publishableKey, {
      ...nodeClientOptions(),
      realtime: { heartbeatIntervalMs: 50, heartbeatCallback: (status) => statuses.push(status) },
    });
    clients.push(client);
    await subscribed(client.channel('beat'));
    await waitFor(() => (statuses.filter((s) => s === 'ok').length >= 4 ? true : undefined), 'heartbeats');
    expect(statuses).not.toContain('timeout');
    expect(client.realtime.isConnected()).toBe(true);
  });

  it('when the apikey is unknown, forged or missing, then the websocket is refused with 401 as hosted Realtime refuses it', async () => {
    const handshake = (apikey?: string) =>
      refusedHandshake(
        `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0${apikey ? `&apikey=${apikey}` : ''}`,
      );
    expect(await handshake('sb_publishable_wrong')).toEqual({ status: 401, body: '{"message":"Invalid API key"}' });
    const forged = stack.keys.sign({ role: 'anon' }, { expiresInSeconds: 60 }).replace(/.{4}$/, 'AAAA');
    expect(await handshake(forged)).toEqual({ status: 401, body: '{"error":"Failed to validate JWT signature"}' });
    expect(await handshake()).toEqual({ status: 401, body: '{"error":"API key is missing"}' });

    const refused = createClient(stack.url, 'sb_publishable_wrong', nodeClientOptions());
    const status = await new Promise<string>((resolve) => refused.channel('nope').subscribe((s) => resolve(s)));
    expect(status).toBe('CHANNEL_ERROR');
    await refused.realtime.disconnect();
  });

  it('when the server closes the socket, then realtime-js reconnects, rejoins, and changes flow again', async () => {
    const client = visitor();
    const changes: Change[] = [];
    let joins = 0;
    client
      .channel('survivor')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_rooms' }, (p) =>
        changes.push(p as Change),
      )
      .subscribe((status) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) joins += 1;
      });
    await waitFor(() => (joins === 1 ? true : undefined), 'first join');
    stack.realtime.disconnectAll();
    await waitFor(() => (joins === 2 ? true : undefined), 'rejoin', 5000);
    const id = nextId++;
    await stack.service().from('rt_rooms').insert({ id, label: 'after' });
    await waitFor(() => changes.find((c) => c.new.id === id), 'change after reconnect');
  });
});

describe.runIf(ENGINES.includes('postgres'))('Realtime as a process of its own, on postgres', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack('postgres');
    await stack.db.asOwner((sql) => sql.query(SCHEMA));
  });
  afterAll(() => stack.stop());

  it('when that process has ended, then its websocket is answered 503 as a gateway answers for a service that is down, and REST still answers', async () => {
    const { pid } = stack.realtime;
    expect(pid).toBeTypeOf('number');
    expect(pid).not.toBe(process.pid);
    process.kill(pid as number, 'SIGKILL');
    const gone = () => {
      try {
        process.kill(pid as number, 0);
        return undefined;
      } catch {
        return true;
      }
    };
    await waitFor(gone, 'the Realtime process ending', 5000);

    const url = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0&apikey=${LOCAL_SUPABASE.publishableKey}`;
    expect(await refusedHandshake(url)).toEqual({ status: 503, body: '' });
    const { error } = await stack.service().from('rt_rooms').select('id').limit(1);
    expect(error).toBeNull();
  });
});
