// Test support: the Storage router alone on a free port, on a running stand-in's database and data dir, with a URL-signing secret.
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Db } from '../supabase/db';
import { LOCAL_JWT_SECRET } from '../supabase/keys';
import { createStorageRouter } from '../supabase/storage';

export interface StorageServer {
  /** The base URL a supabase-js client is created with (`/storage/v1` is mounted under it). */
  url: string;
  close(): Promise<void>;
}

/** Serves /storage/v1 with `urlSigningSecret` set, which the stand-in's app does not pass yet. */
export async function startStorageServer(
  db: Db,
  dataDir: string,
  signingSecret = LOCAL_JWT_SECRET,
): Promise<StorageServer> {
  const app = express();
  app.use(
    '/storage/v1',
    createStorageRouter({ db, jwtSecret: LOCAL_JWT_SECRET, dataDir, urlSigningSecret: signingSecret }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
