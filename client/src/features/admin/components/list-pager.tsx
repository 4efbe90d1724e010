// Pages of an admin list: where the admin is (page 3 of 50) and links to the first, previous, next and last pages.
import { Link } from 'react-router-dom';
import { listParams, type ListFilter } from '../utils/filters';

export interface ListPagerProps {
  /** E.g. 'Complaints': names the navigation landmark. */
  title: string;
  filter: ListFilter;
  page: number;
  pages: number;
}

function PageLink({ to, label, current, filter }: { to: number; label: string; current: boolean; filter: ListFilter }) {
  if (current) {
    return (
      <span className="button button--secondary button--small list-pager__link" aria-disabled="true">
        {label}
      </span>
    );
  }
  const query = listParams(filter, to).toString();
  return (
    <Link
      className="button button--secondary button--small list-pager__link"
      to={{ search: query === '' ? '' : `?${query}` }}
    >
      {label}
    </Link>
  );
}

export function ListPager({ title, filter, page, pages }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={`${title} pages`}>
      <PageLink to={1} label="First" current={page === 1} filter={filter} />
      <PageLink to={page - 1} label="Previous" current={page === 1} filter={filter} />
      <p className="list-pager__where" aria-current="page">
        Page {page} of {pages}
      </p>
      <PageLink to={page + 1} label="Next" current={page === pages} filter={filter} />
      <PageLink to={pages} label="Last" current={page === pages} filter={filter} />
    </nav>
  );
}
