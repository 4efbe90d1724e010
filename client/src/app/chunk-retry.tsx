// A page's code that could not be fetched (the connection dropped, or a new version replaced the old files): say so
// and offer Retry, which loads the address again, rather than a dead end. It rides in the chunk the layout loads, so
// it shows even when the network is gone.
import { useTranslation } from 'react-i18next';
import '../styles/palette.css';
import '../styles/elements.css';
import '../styles/buttons.css';
import './error-screen.css';

export function ChunkRetry() {
  const { t } = useTranslation();
  return (
    <section className="error-screen" aria-labelledby="chunk-retry-title">
      <div className="error-screen__card">
        <h1 id="chunk-retry-title">{t('offline.chunkFailed')}</h1>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </button>
      </div>
    </section>
  );
}
