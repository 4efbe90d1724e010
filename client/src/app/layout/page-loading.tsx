// What shows while a page's code chunk is on its way.
import { useTranslation } from 'react-i18next';

/** Inside the layout, where the words have loaded: a spinner that says what it is. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{t('layout.loading')}</span>
    </div>
  );
}

/**
 * Before the layout (and with it the catalogues) has arrived, or when it failed to: the spinner alone, marked busy.
 * It shows for the moments of a first load, and keeps i18next out of the app's entry.
 */
export function BootLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <span className="spinner spinner--large" aria-hidden="true" />
    </div>
  );
}
