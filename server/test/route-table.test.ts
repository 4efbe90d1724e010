// Every route the app mounts is declared once in contracts (contracts/src/api/all-routes.ts), and every declared route
// is mounted: a hand-written router.post('/x') or a declaration the server forgot fails here. The compiler's side of
// the contract (a wrong body or answer refused) is proven by the @ts-expect-error lines below, which tsc checks.
import { Router, type Express } from 'express';
import { API_ROUTES, routePath, waitlistApi, type ApiRoute } from '@campus-hostel/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { declaredRoutes } from '../src/http/typed-route.js';
import { Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  await h.close();
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `METHOD path` of every route on the app, read from Express's router stack (express lib/application.js `router`). */
function mountedRoutes(app: Express): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route?.path ?? ''}`)
        : walk(layer.handle?.stack ?? []),
    );
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
}

const declared = (route: ApiRoute) => `${route.method} ${route.path}`;

describe('the routes the app mounts', () => {
  it('when the app is built, then it mounts exactly the routes declared in contracts, each once', () => {
    const mounted = mountedRoutes(createApp(h.api.config, h.api.deps));
    expect([...mounted].sort()).toEqual(API_ROUTES.map(declared).sort());
  });

  it('when each declared route is called without a session or a body, then none answers the unknown-path 404', async () => {
    for (const route of API_ROUTES) {
      const params = Object.fromEntries(Object.keys(route.params).map((name) => [name, '1']));
      const res = await h.call(route.method, routePath(route, params), route.method === 'POST' ? { body: {} } : {});
      expect(res.status, declared(route)).not.toBe(404);
    }
  });
});

describe('the compiler holds routes to their declarations', () => {
  it('when a handler answers another shape or misreads its body, then tsc refuses it (checked by typecheck)', () => {
    const on = declaredRoutes(Router(), {
      public: [],
      user: [],
      student: [],
      office: [],
      places: [],
      admin: [],
      stripe: [],
    });
    // @ts-expect-error The leave route answers { left: true }.
    on(waitlistApi.leave, () => Promise.resolve({ left: false }));
    on(waitlistApi.leave, ({ body }) => {
      // @ts-expect-error The leave body's id is a number, as its schema parses it.
      const id: string = body.id;
      void id;
      return Promise.resolve({ left: true });
    });
    on(waitlistApi.leave, () => Promise.resolve({ left: true }));
    expect(routePath(waitlistApi.leave, {})).toBe('/waitlist/leave');
  });
});
