// Pages of an office list whose filters are not the applications/complaints filter: first, previous, where the office
// is (page 3 of 50), next, last, each a link to the same list's URL with another page.
import { Link } from 'react-router-dom';

export interface PageLinksProps {
  /** E.g. 'Roster': names the navigation landmark. */
  title: string;
  page: number;
  pages: number;
  /** The URL's query string (without '?') for a page. */
  searchFor: (page: number) => string;
}

function PageLink({ to, label, current, search }: { to: number; label: string; current: boolean; search: string }) {
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
      aria-label={`${label} page, page ${to}`}
    >
      {label}
    </Link>
  );
}

export function PageLinks({ title, page, pages, searchFor }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={`${title} pages`}>
      <PageLink to={1} label="First" current={page === 1} search={searchFor(1)} />
      <PageLink to={page - 1} label="Previous" current={page === 1} search={searchFor(page - 1)} />
      <p className="list-pager__where" aria-current="page">
        Page {page} of {pages}
      </p>
      <PageLink to={page + 1} label="Next" current={page === pages} search={searchFor(page + 1)} />
      <PageLink to={pages} label="Last" current={page === pages} search={searchFor(pages)} />
    </nav>
  );
}
