// Request logging: one line per request, with credentials and card data redacted.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    // Health probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/health' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
