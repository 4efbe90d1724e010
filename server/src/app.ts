// Builds the Express app from its config and collaborators; listening is index.ts's job (tests use port 0).
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { AppDeps } from './deps.js';
import { linePace, lineView } from './domain/queue.js';
import { errorMiddleware, notFound } from './errors.js';
import { utf8BodiesOnly } from './middleware/body-charset.js';
import { jsonBody } from './middleware/json-body.js';
import { requestLog } from './middleware/request-log.js';
import { adminRoutes } from './routes/admin.js';
import { healthRoutes } from './routes/health.js';
import { officeRoutes } from './routes/office.js';
import { paymentRoutes } from './routes/payments.js';
import { queueRoutes } from './routes/queue.js';
import { recoveryRoutes } from './routes/recovery.js';
import { roommateRoutes } from './routes/roommates.js';
import { roomRoutes } from './routes/rooms.js';
import { SELECTION_SAVE_PATH, selectionRoutes } from './routes/selection.js';
import { waitlistRoutes } from './routes/waitlist.js';
import { webhookRoutes } from './routes/webhooks.js';

export const JSON_BODY_LIMIT = '16kb';

export function createApp(config: Config, deps: AppDeps): Express {
  const app = express();
  const allowed = new Set(config.clientOrigins);
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);

  app.use(helmet());
  app.use(requestLog(deps.logger));
  app.use(
    cors({
      // Unlisted origins get no CORS headers at all, so the browser blocks the response.
      origin: (origin, callback) => {
        callback(null, origin !== undefined && allowed.has(origin));
      },
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  );
  app.use(healthRoutes());
  // Before the JSON parser: the webhook needs the raw bytes its signature covers.
  app.use(webhookRoutes(config, deps));
  app.use(utf8BodiesOnly);
  const json = jsonBody(JSON_BODY_LIMIT);
  // Saving a selection window reads its larger body itself, once the admin is known.
  app.use((req, res, next) => {
    if (req.method === 'POST' && req.path === SELECTION_SAVE_PATH) next();
    else json(req, res, next);
  });
  // The line's pace and the line itself, each read at most every few seconds by this instance, for the line's answers.
  const pace = linePace(deps.store);
  const line = lineView(deps.store);
  app.use(adminRoutes(config, deps));
  app.use(officeRoutes(deps));
  app.use(paymentRoutes(config, deps));
  app.use(queueRoutes(config, deps, pace, line));
  app.use(recoveryRoutes(config, deps));
  app.use(roommateRoutes(config, deps));
  app.use(roomRoutes(deps));
  app.use(selectionRoutes(config, deps, pace, line));
  app.use(waitlistRoutes(config, deps));
  app.use(notFound);
  app.use(errorMiddleware(deps.logger));
  return app;
}
