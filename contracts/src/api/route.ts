// One API route as both sides know it: method, path, who may call, and the schemas of its params, body and answer.
// The server mounts routes from these declarations and the client calls them, so neither spells a path or a shape.
import type * as z from 'zod/mini';

type Schema = z.core.$ZodType;

/**
 * Who may call: anyone, a signed-in user, a signed-in student (any account but a guest's: a bed, a record, leave, the
 * mess, visitors, a place in line), the whole office (staff or admin), any office role (whose places the route then
 * checks), an admin alone, or Stripe (its signature).
 */
export type RouteAccess = 'public' | 'user' | 'student' | 'office' | 'places' | 'admin' | 'stripe';

/** The `:name`s of a path, e.g. 'ticket' of '/queue/:ticket/leave'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Each `:name` of a path with the schema its value is parsed with. */
export type PathParamSchemas<Path extends string> = { readonly [Name in PathParamNames<Path>]: Schema };

export interface ApiRoute<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Path extends string = string,
  Params extends PathParamSchemas<Path> = PathParamSchemas<Path>,
  Body extends Schema | undefined = Schema | undefined,
  Answer extends Schema = Schema,
  Query extends Schema | undefined = Schema | undefined,
> {
  readonly method: Method;
  readonly path: Path;
  readonly access: RouteAccess;
  readonly params: Params;
  /** The JSON body's schema; undefined when the route reads no body (every GET, and a POST with nothing to say). */
  readonly body: Body;
  /** The query string's schema (its values are strings); undefined when the route reads none. */
  readonly query: Query;
  readonly answer: Answer;
  /** The status of a success. */
  readonly status: 200 | 201;
}

/** What a caller sends: the body as the schema takes it (before defaults and trimming). */
export type RouteBody<R extends ApiRoute> = R['body'] extends Schema ? z.input<R['body']> : undefined;
/** What a caller reads: the answer as its schema gives it. */
export type RouteAnswer<R extends ApiRoute> = z.output<R['answer']>;
/** What a handler returns: anything the answer's schema accepts. */
export type RouteAnswerInput<R extends ApiRoute> = z.input<R['answer']>;
/** What a caller puts in the query string: the schema's input; undefined when the route reads none. */
export type RouteQuery<R extends ApiRoute> = R['query'] extends Schema ? z.input<R['query']> : undefined;
/** The path's params as a caller fills them in. */
export type RouteParams<R extends ApiRoute> = { readonly [Name in keyof R['params']]: string | number };

type ParamsSpec<Path extends string, Params> = [PathParamNames<Path>] extends [never]
  ? { params?: never }
  : { params: Params };

interface Spec<Answer extends Schema> {
  access: RouteAccess;
  answer: Answer;
  status?: 201;
}

export function get<
  const Path extends string,
  Answer extends Schema,
  Params extends PathParamSchemas<Path> = PathParamSchemas<Path>,
  Query extends Schema | undefined = undefined,
>(
  path: Path,
  spec: Spec<Answer> & ParamsSpec<Path, Params> & { query?: Query },
): ApiRoute<'GET', Path, Params, undefined, Answer, Query> {
  const { access, answer, status = 200 } = spec;
  const query = spec.query as Query;
  return { method: 'GET', path, access, params: paramsOf<Params>(spec), body: undefined, query, answer, status };
}

export function post<
  const Path extends string,
  Answer extends Schema,
  Params extends PathParamSchemas<Path> = PathParamSchemas<Path>,
  Body extends Schema | undefined = undefined,
>(
  path: Path,
  spec: Spec<Answer> & ParamsSpec<Path, Params> & { body?: Body },
): ApiRoute<'POST', Path, Params, Body, Answer, undefined> {
  const { access, answer, status = 200 } = spec;
  const body = spec.body as Body;
  return { method: 'POST', path, access, params: paramsOf<Params>(spec), body, query: undefined, answer, status };
}

/** A path without params declares none: an empty record, so every route reads alike. */
function paramsOf<Params>(spec: { params?: Params }): Params {
  return spec.params ?? ({} as Params);
}

/** The path with its params filled in, each encoded as one segment. */
export function routePath<R extends ApiRoute>(route: R, params: RouteParams<R>): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
