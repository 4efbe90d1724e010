// Builds the stand-in's HTTP app (no listen): CORS like Supabase, /health, /rest/v1, /auth/v1, /storage/v1.
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createAuthRouter } from './auth';
import type { Db } from './db';
import { createRestRouter } from './rest';
import { createStorageRouter } from './storage';

export interface SupabaseAppOptions {
  db: Db;
  jwtSecret: string;
  /** Where storage keeps object bytes. */
  dataDir: string;
}

/** Supabase's gateway answers every origin and exposes the headers supabase-js reads. */
function cors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Location, Location, Preference-Applied, X-Total-Count, ETag, X-Supabase-Api-Version');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      String(req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type, prefer, range, accept-profile, content-profile, x-client-info, x-upsert, cache-control'),
    );
    res.setHeader('Access-Control-Max-Age', '86400');
    res.status(204).end();
    return;
  }
  next();
}

export function createSupabaseApp(opts: SupabaseAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(cors);
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/rest/v1', createRestRouter({ db: opts.db, jwtSecret: opts.jwtSecret }));
  app.use('/auth/v1', createAuthRouter({ db: opts.db, jwtSecret: opts.jwtSecret }));
  app.use('/storage/v1', createStorageRouter({ db: opts.db, jwtSecret: opts.jwtSecret, dataDir: opts.dataDir }));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  // The last word on anything unexpected: JSON, never a stack trace.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: error instanceof Error ? error.message : 'Bad request' });
      return;
    }
    res.status(500).json({ message: 'Internal server error' });
  });
  return app;
}
