// Builds the Express app from its config and collaborators; listening is index.ts's job (tests use port 0).
import cors from 'cors';
import express, { type Express } from 'express';
import { messMenusApi, selectionApi } from '@campus-hostel/contracts/api';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { AppDeps } from './deps.js';
import { linePace, lineView } from './waiting-room/use-cases.js';
import { errorMiddleware, notFound } from './errors.js';
import { utf8BodiesOnly } from './http/body-charset.js';
import { jsonBody } from './http/json-body.js';
import { requestLog } from './http/request-log.js';
import { adminRoutes } from './admin/routes.js';
import { feesRoutes } from './fees/routes.js';
import { gateRoutes } from './gate/routes.js';
import { guestStayRoutes } from './guest-stays/routes.js';
import { healthRoutes } from './health/routes.js';
import { leaveRoutes } from './leave/routes.js';
import { messBillRoutes } from './mess-bills/routes.js';
import { messRoutes } from './mess/routes.js';
import { messMenuRoutes } from './mess-menus/routes.js';
import { messCounterRoutes } from './mess-counter/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { officeRoutes } from './office/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { peopleRoutes } from './people/routes.js';
import { recordRoutes } from './student-record/routes.js';
import { allotmentRoutes } from './allotments/routes.js';
import { waitingRoomRoutes } from './waiting-room/routes.js';
import { recoveryRoutes } from './recovery/routes.js';
import { rollCallRoutes } from './rollcall/routes.js';
import { roomInventoryRoutes } from './room-inventory/routes.js';
import { roommateRoutes } from './roommates/routes.js';
import { roomRoutes } from './rooms/routes.js';
import { selectionRoutes } from './selection/routes.js';
import { selectionHostels } from './selection/use-cases.js';
import { visitorRoutes } from './visitors/routes.js';
import { workOrderRoutes } from './work-orders/routes.js';
import { waitlistRoutes } from './waitlist/routes.js';
import { webhookRoutes } from './payments/webhook-routes.js';

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
  app.use(healthRoutes(deps));
  // Before the JSON parser: the webhook needs the raw bytes its signature covers.
  app.use(webhookRoutes(config, deps));
  app.use(utf8BodiesOnly);
  const json = jsonBody(JSON_BODY_LIMIT);
  // Saving a selection window or a week's menu reads its larger body itself, once the office account is known.
  const ownBodies = [selectionApi.save, messMenusApi.save];
  app.use((req, res, next) => {
    if (ownBodies.some((route) => req.method === route.method && req.path === route.path)) next();
    else json(req, res, next);
  });
  // The line's pace, the line itself and the hostels under selection, each read at most every few seconds by this
  // instance, for the line's and the windows' answers.
  const shared = { pace: linePace(deps.store), line: lineView(deps.store), hostels: selectionHostels(deps.store) };
  app.use(adminRoutes(deps));
  app.use(allotmentRoutes(deps));
  app.use(feesRoutes(config, deps));
  app.use(gateRoutes(config, deps));
  app.use(guestStayRoutes(config, deps));
  app.use(leaveRoutes(config, deps));
  app.use(messBillRoutes(config, deps));
  app.use(messRoutes(deps));
  app.use(messMenuRoutes(deps));
  app.use(messCounterRoutes(config, deps));
  app.use(noticeRoutes(deps));
  app.use(officeRoutes(deps));
  app.use(paymentRoutes(config, deps));
  app.use(peopleRoutes(deps));
  app.use(recordRoutes(deps));
  app.use(waitingRoomRoutes(config, deps, shared));
  app.use(recoveryRoutes(config, deps));
  app.use(rollCallRoutes(deps));
  app.use(roomInventoryRoutes(deps));
  app.use(roommateRoutes(config, deps));
  app.use(roomRoutes(deps));
  app.use(selectionRoutes(deps, shared.hostels));
  app.use(visitorRoutes(deps));
  app.use(workOrderRoutes(deps));
  app.use(waitlistRoutes(config, deps));
  app.use(notFound);
  app.use(errorMiddleware(deps.logger));
  return app;
}
