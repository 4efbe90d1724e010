// The stack's wait for its fixed ports: a closing connection's hold is waited out, a listening server is refused.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitFreePorts } from './ports';

const closers: (() => void)[] = [];

afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function listening(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.on('error', () => undefined));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return server;
}

const portOf = (server: net.Server): number => (server.address() as net.AddressInfo).port;

describe('awaitFreePorts', () => {
  it('when a server listens on a port, then it refuses at once, naming the port', async () => {
    const server = await listening();
    await expect(awaitFreePorts([portOf(server)], { releaseMs: 60_000 })).rejects.toThrow(
      `port ${portOf(server)} is in use by another process`,
    );
  });

  // The held port is an ephemeral one, which Linux also gives to other processes' connections to other addresses: while
  // the suites run side by side, one of theirs may still hold it after ours lets it go. Such a round is tried again.
  it(
    'when a connection holds the port as its own end, then it waits until the connection lets it go',
    { retry: 2 },
    async () => {
      const server = await listening();
      const socket = net.connect(portOf(server), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const held = socket.localPort ?? 0;
      let released = false;
      // A reset ends the connection without TIME_WAIT, so the port is free the moment it is sent.
      setTimeout(() => {
        released = true;
        socket.resetAndDestroy();
      }, 300);
      await awaitFreePorts([held], { releaseMs: 3000, pollMs: 50 });
      expect(released).toBe(true);
    },
  );

  it('when a port stays held past the allowed time, then it says so', async () => {
    const server = await listening();
    const socket = net.connect(portOf(server), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    closers.push(() => socket.resetAndDestroy());
    await expect(awaitFreePorts([socket.localPort ?? 0], { releaseMs: 200, pollMs: 50 })).rejects.toThrow(
      `port ${socket.localPort} stayed taken`,
    );
  });
});
