// The way from /mess to the month's bill: what it holds, and a link to it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function MessBillLink() {
  const { t } = useTranslation('mess-bills');
  return (
    <section className="panel" aria-labelledby="mess-bill-link-title">
      <h2 id="mess-bill-link-title">{t('link.title')}</h2>
      <p>{t('link.text')}</p>
      <Link to={paths.messBill.getHref()}>{t('link.open')}</Link>
    </section>
  );
}
