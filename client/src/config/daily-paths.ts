// The everyday pages below their tops (/mess, /leave, whose pages app/routes.tsx patches in together): only those pages'
// code and the office's reads these, so they stay out of the landing page's download, as office-paths.ts's do.
import { fixed } from './paths';

export const dailyPaths = {
  /** The meal counter: mess managers for their messes, the whole office for any. */
  messCounter: fixed('/mess/counter'),
  /** Where the guardian's mailed link lands; its token rides in the fragment (#<64 hex>), never in a query string. */
  leaveConsent: fixed('/leave/consent'),
} as const;
