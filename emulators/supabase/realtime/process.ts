// A Realtime process of its own (startRealtimeProcess): serves the websockets the stand-in passes on to its loopback
// port, and delivers the broadcast API's messages; reads PostgreSQL over connections of its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDb, type Db } from '../db';
import { projectKeys } from '../project-keys';
import type { FromRealtimeProcess, ToRealtimeProcess } from './index';
import { RealtimeServer } from './server';

const answer = (message: FromRealtimeProcess): void => {
  process.send?.(message);
};

let running: { db: Db; server: RealtimeServer; http: Server } | undefined;

/** Opens the connections, starts change capture, and listens on a free loopback port: the one it answers. */
async function start(message: Extract<ToRealtimeProcess, { kind: 'start' }>): Promise<number> {
  const db = await openDb({ databaseUrl: message.databaseUrl, dataDir: message.dataDir, poolMax: message.poolMax });
  try {
    const server = new RealtimeServer(db, projectKeys(message.keys));
    await server.feed.start();
    // Only upgrades come here; the stand-in passes on nothing else.
    const http = createServer((_req, res) => res.writeHead(404).end());
    http.on('upgrade', (req, socket, head: Buffer) => server.upgrade(req, socket, head));
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, resolve);
    });
    running = { db, server, http };
    return (http.address() as AddressInfo).port;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function close(): Promise<void> {
  try {
    running?.http.close();
    await running?.server.close();
    await running?.db.close();
  } finally {
    process.exit(0);
  }
}

process.on('message', (message: ToRealtimeProcess) => {
  switch (message.kind) {
    case 'start':
      start(message).then(
        (port) => answer({ kind: 'ready', port }),
        (error: unknown) => {
          // Exits once the answer is sent, so the stand-in reports why rather than only that this process ended.
          const failed: FromRealtimeProcess = {
            kind: 'failed',
            message: error instanceof Error ? error.message : String(error),
          };
          if (process.send) process.send(failed, () => process.exit(1));
          else process.exit(1);
        },
      );
      return;
    case 'broadcast':
      running?.server.broadcastFromApi(message.subTopic, message.outgoing);
      return;
    case 'disconnect-all':
      running?.server.disconnectAll();
      return;
    case 'close':
      void close();
      return;
  }
});

// The stand-in that started this process is gone (it ended, or was killed): so is its Realtime.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal reaches the whole process group: the stand-in closes this process as it closes itself.
process.on('SIGINT', () => undefined);
