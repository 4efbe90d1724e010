// The service worker: registered once the page has loaded (it precaches the app for offline use), and when a new
// version has been installed, the reader is asked before the page reloads into it, never surprised mid-form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Update = (reload?: boolean) => Promise<void>;

function useServiceWorker(): { update: Update | null; dismiss: () => void } {
  const [update, setUpdate] = useState<Update | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = () =>
      void import('virtual:pwa-register').then(({ registerSW }) => {
        if (cancelled) return;
        const updateSW = registerSW({ onNeedRefresh: () => setUpdate(() => updateSW) });
      });
    // After the load, so the precache never competes with the page's own first downloads.
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
    };
  }, []);
  return { update, dismiss: () => setUpdate(null) };
}

export function AppUpdate() {
  const { t } = useTranslation();
  const { update, dismiss } = useServiceWorker();
  if (!update) return null;
  return (
    <div className="app-update" role="status">
      <p>{t('offline.updateReady')}</p>
      <div className="app-update__actions">
        <button type="button" className="button button--primary button--small" onClick={() => void update(true)}>
          {t('offline.reload')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={dismiss}>
          {t('offline.later')}
        </button>
      </div>
    </div>
  );
}
