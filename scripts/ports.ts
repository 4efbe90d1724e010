// The stack's fixed ports, waited for before its services start. Some of them (Supabase's 54321, 54324, 54325) lie in
// Linux's ephemeral range, so a connection another process made from one of them and closed a moment ago keeps it in
// TIME_WAIT for up to a minute, and a listen on it fails with EADDRINUSE although nothing is listening there.
import net from 'node:net';

/** How long a closed connection may hold its port (Linux's TIME_WAIT is 60 s), with a margin. */
const RELEASE_MS = 75_000;

/** Listens on the port and lets it go: 'free', 'in-use' (EADDRINUSE), or the error for anything else. */
function tryListen(port: number, host: string): Promise<'free' | 'in-use'> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(error);
    });
    server.listen(port, host, () => server.close(() => resolve('free')));
  });
}

/** Whether a server answers on the port: then waiting will not free it. */
function someoneListens(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Resolves once every port can be listened on. A port a server listens on is refused at once, naming it; a port held
 * only by a closing connection is waited for, up to `releaseMs`.
 */
export async function awaitFreePorts(
  ports: readonly number[],
  { host = '127.0.0.1', releaseMs = RELEASE_MS, pollMs = 500 } = {},
): Promise<void> {
  const deadline = Date.now() + releaseMs;
  for (const port of ports) {
    while ((await tryListen(port, host)) === 'in-use') {
      if (await someoneListens(port, host)) {
        throw new Error(`port ${port} is in use by another process: stop it (is the stack already running?)`);
      }
      if (Date.now() > deadline) throw new Error(`port ${port} stayed taken for ${releaseMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
