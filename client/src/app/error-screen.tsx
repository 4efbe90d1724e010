// The fallback screen, in the product's fixed words 'Unexpected Application Error!', for routing errors and unknown
// addresses.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '../config/messages';
import { paths } from '../config/paths';
import { NotFoundError } from '../lib/errors';
import '../styles/buttons.css';
import '../styles/content.css';
import './error-screen.css';
import { ChunkTimeoutError } from './lazy-page';

function describe(error: unknown): string {
  if (error === undefined) return `404 · ${messages.pageNotFound}`;
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? `404 · ${messages.pageNotFound}`
      : `${error.status} · ${error.statusText || messages.somethingWentWrong}`;
  }
  if (error instanceof NotFoundError) return `404 · ${messages.pageNotFound}`;
  if (error instanceof ChunkTimeoutError) return messages.chunkTimeout;
  return messages.somethingWentWrong;
}

export function ErrorScreen() {
  const error = useRouteError();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <title>{`${messages.unexpectedError} · Campus Hostel`}</title>
      <div className="error-screen__card">
        <p className="error-screen__badge" aria-hidden="true">
          !
        </p>
        <h1 id="error-title">{messages.unexpectedError}</h1>
        <p className="error-screen__detail">{describe(error)}</p>
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** The catch-all route's page: unknown addresses. */
export { ErrorScreen as Component };
