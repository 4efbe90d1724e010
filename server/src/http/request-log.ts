// Request logging: one line per request (method, path, status, duration); never headers, bodies or query strings.
import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';

function levelFor(status: number): Level {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/**
 * Logs when the response is finished, at info (2xx/3xx), warn (4xx) or error (5xx). A request whose
 * level is switched off costs one comparison: no child logger, serializer or redaction per request,
 * which under a booking burst was a measurable share of the API's CPU.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Health probes every few seconds would drown the log.
    const { method, path } = req;
    if (path === '/health') {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const level = levelFor(res.statusCode);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          method,
          path,
          statusCode: res.statusCode,
          responseTimeMs: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request completed',
      );
    });
    next();
  };
}
