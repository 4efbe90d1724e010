// CORS as Supabase's gateway answers it: every origin, the headers supabase-js reads, preflights without a body.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sets the CORS headers; answers a preflight (OPTIONS) itself and returns true when it did. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Content-Range, Content-Location, Location, Preference-Applied, X-Total-Count, ETag, X-Supabase-Api-Version',
  );
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    String(
      req.headers['access-control-request-headers'] ??
        'authorization, apikey, content-type, prefer, range, accept-profile, content-profile, x-client-info, x-upsert, cache-control',
    ),
  );
  res.setHeader('Access-Control-Max-Age', '86400');
  res.statusCode = 204;
  res.end();
  return true;
}
