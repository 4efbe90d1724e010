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
