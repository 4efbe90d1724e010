// Pages of an office list: where the office is (page 3 of 50) and links to the first, previous, next and last pages,
// each the same list's URL with another page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../lib/format';

export interface ListPagerProps {
  /** E.g. 'Complaints': names the navigation landmark. */
  title: string;
  page: number;
  pages: number;
  /** The URL's query string (without '?') for a page. */
  searchFor: (page: number) => string;
}

function PageLink({ label, current, search }: { label: string; current: boolean; search: string }) {
  if (current) {
    return (
      <span className="button button--secondary button--small list-pager__link" aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <Link
      className="button button--secondary button--small list-pager__link"
      to={{ search: search === '' ? '' : `?${search}` }}
    >
      {label}
    </Link>
  );
}

export function ListPager({ title, page, pages, searchFor }: ListPagerProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={t('list.pages', { title })}>
      <PageLink label={t('list.first')} current={page === 1} search={searchFor(1)} />
      <PageLink label={t('list.previous')} current={page === 1} search={searchFor(page - 1)} />
      <p className="list-pager__where" aria-current="page">
        {t('list.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
      </p>
      <PageLink label={t('list.next')} current={page === pages} search={searchFor(page + 1)} />
      <PageLink label={t('list.last')} current={page === pages} search={searchFor(pages)} />
    </nav>
  );
}
