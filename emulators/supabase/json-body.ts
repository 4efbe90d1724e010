// JSON bodies as the stand-in's services read them: nesting is capped so no handler recurses until the stack gives out.
import express, { type RequestHandler } from 'express';
import { jsonNestsDeeperThan } from '@campus-hostel/contracts/api';

/** Far deeper than any Supabase client sends; a deeper body is refused as JSON the service cannot parse. */
export const MAX_JSON_DEPTH = 512;

/** True when a body nests deeper than the stand-in reads. */
export function nestsTooDeep(bytes: Uint8Array): boolean {
  return jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH);
}

/** express.json with `limit`; a body nested too deep fails as body-parser's own unparsable JSON (400, entity.parse.failed). */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, bytes) => {
      if (nestsTooDeep(bytes)) {
        throw Object.assign(new Error(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`), {
          status: 400,
          type: 'entity.parse.failed',
        });
      }
    },
  });
}
