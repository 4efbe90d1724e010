// The routing-error screen, in the product's fixed words 'Unexpected Application Error!', and the not-found page for
// unknown addresses, shown inside the app's header and footer.
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '../config/messages';
import { paths } from '../config/paths';
import { NotFoundError } from '../lib/errors';
import '../styles/palette.css';
import '../styles/elements.css';
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
  const { t } = useTranslation(['pages', 'messages']);
  const error = useRouteError();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <title>{t('pages:error.pageTitle', { title: t('messages:unexpectedError') })}</title>
      <div className="error-screen__card">
        <p className="error-screen__badge" aria-hidden="true">
          !
        </p>
        <h1 id="error-title">{t('messages:unexpectedError')}</h1>
        <p className="error-screen__detail">{describe(error)}</p>
        <Link className="button button--primary" to={paths.home.getHref()}>
          {t('pages:error.home')}
        </Link>
      </div>
    </section>
  );
}

/** The catch-all route's page: an unknown address, with the way home and to the status checks. */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="error-screen" aria-labelledby="not-found-title">
      <title>{t('notFound.pageTitle')}</title>
      <div className="error-screen__card">
        <p className="eyebrow">404</p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p className="error-screen__detail">{t('notFound.body')}</p>
        <div className="cta__actions" style={{ justifyContent: 'center' }}>
          <Link className="button button--primary" to={paths.home.getHref()}>
            {t('notFound.home')}
          </Link>
          <Link className="button button--secondary" to={paths.status.getHref()}>
            {t('notFound.status')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export { NotFoundPage as Component };
