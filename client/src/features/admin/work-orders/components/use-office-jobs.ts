// The office's jobs as "Show more" builds them: the first page of the filter (reloaded as any query is), then the pages
// after it, kept while the filter stays; a job the office changed replaces its row where it is shown.
import type { JobState, Trade, WorkOrder } from '@campus-hostel/contracts/api';
import { useState } from 'react';
import { normalizeError } from '../../../../lib/errors';
import { useQuery } from '../../../../lib/use-query';
import { getOfficeJobs } from '../api/work-orders';

export interface JobFilter {
  state: JobState;
  /** '' for every trade. */
  trade: Trade | '';
  /** '' for every hostel the caller serves. */
  hostel: string;
}

interface MorePages {
  key: string;
  jobs: WorkOrder[];
  next: string | null;
}

const queryOf = (filter: JobFilter, after?: string) => ({
  state: filter.state,
  ...(filter.trade ? { trade: filter.trade } : {}),
  ...(filter.hostel ? { hostel: filter.hostel } : {}),
  ...(after ? { after } : {}),
});

const replaced = (jobs: WorkOrder[], job: WorkOrder) => jobs.map((shown) => (shown.id === job.id ? job : shown));

export function useOfficeJobs(filter: JobFilter) {
  const key = `office-work-orders:${filter.state}:${filter.trade}:${filter.hostel}`;
  const first = useQuery(key, () => getOfficeJobs(queryOf(filter)));
  const [more, setMore] = useState<MorePages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const pages = more?.key === key ? more : null;
  const next = pages ? pages.next : (first.data?.next ?? null);

  const showMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await getOfficeJobs(queryOf(filter, next));
      setMore({ key, jobs: [...(pages?.jobs ?? []), ...page.jobs], next: page.next });
    } catch (failure) {
      setMoreError(normalizeError(failure));
    } finally {
      setLoadingMore(false);
    }
  };

  const replace = (job: WorkOrder) => {
    first.update((page) => ({ ...page, jobs: replaced(page.jobs, job) }));
    setMore((shown) => shown && { ...shown, jobs: replaced(shown.jobs, job) });
  };

  return {
    status: first.status,
    jobs: first.data ? [...first.data.jobs, ...(pages?.jobs ?? [])] : null,
    hasMore: next !== null,
    showMore,
    loadingMore,
    moreError,
    replace,
    reload: first.reload,
  };
}
