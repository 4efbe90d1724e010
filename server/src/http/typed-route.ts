// Mounts the routes declared in contracts/src/api on a Router: the guards of the route's access, its params, query and
// body parsed with the declared schemas (the 400s parseInput words), and the handler's answer typed as the declared one.
import type { ApiRoute, RouteAccess, RouteAnswerInput } from '@campus-hostel/contracts/api';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { EncodedJson } from '../encoded-json.js';
import { parseInput } from './validation.js';

/** What stands before every route of an access kind: the token check and role, or how the body is read. */
export type Guards = Record<RouteAccess, readonly RequestHandler[]>;

/** What a handler is given: the params, query and body as their schemas parsed them, and the request for who is asking. */
export interface RouteCall<R extends ApiRoute> {
  params: { [Name in keyof R['params']]: z.output<R['params'][Name]> };
  query: R['query'] extends z.core.$ZodType ? z.output<R['query']> : undefined;
  body: R['body'] extends z.core.$ZodType ? z.output<R['body']> : undefined;
  req: Request;
  res: Response;
}

/** A handler answers what the route declares, as a value or already encoded. */
export type RouteHandler<R extends ApiRoute> = (
  call: RouteCall<R>,
) => Promise<RouteAnswerInput<R> | EncodedJson<RouteAnswerInput<R>>>;

export interface RouteOptions {
  /** Middleware after the guards and before the body is parsed: a rate limit, a larger body parser. */
  before?: readonly RequestHandler[];
}

export type MountRoute = <R extends ApiRoute>(route: R, handler: RouteHandler<R>, options?: RouteOptions) => void;

export function declaredRoutes(router: Router, guards: Guards): MountRoute {
  return (route, handler, options = {}) => {
    const method = route.method === 'GET' ? 'get' : 'post';
    router[method](route.path, ...guards[route.access], ...(options.before ?? []), async (req, res) => {
      const call = {
        params: parseParams(route.params, req.params),
        query: route.query === undefined ? undefined : parseInput(route.query, { ...req.query }, 'Query'),
        body: parseBody(route.body, req.body),
        req,
        res,
      };
      // The schemas above parsed these; only the compiler cannot follow a declaration's keys through the parse.
      send(req, res, route.status, await handler(call as RouteCall<typeof route>));
    });
  };
}

function parseParams(
  schemas: Readonly<Record<string, z.core.$ZodType>>,
  params: Request['params'],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, parseInput(schema, params[name], name)]),
  );
}

function parseBody(schema: z.core.$ZodType | undefined, body: unknown): unknown {
  return schema === undefined ? undefined : parseInput(schema, body);
}

function send(req: Request, res: Response, status: number, answer: unknown): void {
  res.status(status);
  if (!(answer instanceof EncodedJson)) {
    res.json(answer);
    return;
  }
  res.type('application/json');
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(answer.gzipped);
  else res.send(answer.json);
}
