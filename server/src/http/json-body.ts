// The JSON body parser of every route: the size is capped by the caller, the nesting here, both answered 4xx.
import express, { type RequestHandler } from 'express';
import { jsonNestsDeeperThan } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';

/** No request of this API nests deeper; a deeper body would only make validators recurse until the stack gives out. */
export const MAX_JSON_DEPTH = 32;

/** express.json with `limit`, refusing a body nested deeper than MAX_JSON_DEPTH with 400 before it is parsed. */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, bytes) => {
      if (jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
        throw new HttpError(400, `Request body nests deeper than ${MAX_JSON_DEPTH} levels`, 'body_too_deep');
      }
    },
  });
}
