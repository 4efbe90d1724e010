// Where the rooms will be while they load: it keeps the page's height, so nothing on screen moves when they arrive.
import { useTranslation } from 'react-i18next';

export function RoomsLoading() {
  const { t } = useTranslation('rooms');
  return (
    <div aria-busy="true">
      <p className="rooms-summary">{t('loading')}</p>
      <div className="rooms-skeleton" aria-hidden="true" />
    </div>
  );
}
