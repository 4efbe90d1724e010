// Where to go after signing in: the `next` of the sign-in address, when it is a path of this app (never another site).
import { useSearchParams } from 'react-router-dom';

const MAX_LENGTH = 2000;

/**
 * `raw` when it is a same-origin path to go back to after signing in: it starts with one `/` (not `//` or `/\`, which
 * browsers read as another host), holds no control characters, and is not itself a sign-in or sign-up page.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/')) return undefined;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  if (/^\/auth\//i.test(raw)) return undefined;
  return raw;
}

/** The address's `next`, when safe. */
export function useReturnPath(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next'));
}
