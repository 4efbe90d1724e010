// /admin/notices: write, edit, schedule and unpublish notices; every notice listed newest first, a page at a time.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { ListPager } from '../../components/list-pager';
import { emptyFilter, listParams, readListParams } from '../../utils/filters';
import { getOfficeNotices, NOTICES_PAGE_SIZE } from '../api/get-office-notices';
import { saveNotice } from '../api/save-notice';
import type { OfficeNotice } from '../notice-input';
import { NoticeForm } from './notice-form';
import { NoticeItem } from './notice-item';

export function NoticesManager() {
  const [params, setParams] = useSearchParams();
  const { page } = readListParams(params);
  const notices = useQuery(`office-notices?page=${page}`, () => getOfficeNotices(page));
  const [editing, setEditing] = useState<OfficeNotice | null>(null);
  const [unpublishing, setUnpublishing] = useState<number | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const total = notices.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / NOTICES_PAGE_SIZE));

  // A page past the end (an old link, or notices fewer than before) steps back to the last page there is.
  useEffect(() => {
    if (total !== undefined && page > pages) setParams(listParams(emptyFilter, pages), { replace: true });
  }, [total, page, pages, setParams]);

  const focusForm = () => requestAnimationFrame(() => formTitle.current?.focus());

  const edit = (notice: OfficeNotice | null) => {
    setEditing(notice);
    focusForm();
  };

  const saved = () => {
    setEditing(null);
    focusForm();
    // A new notice is the newest: it is on the first page.
    if (page !== 1) setParams(listParams(emptyFilter, 1));
    notices.reload();
  };

  const unpublish = async (notice: OfficeNotice): Promise<boolean> => {
    setUnpublishing(notice.id);
    try {
      await saveNotice({ id: notice.id, title: notice.title, body: notice.body, published_at: null });
      notify.success(`“${notice.title}” is unpublished: visitors no longer see it, and it is kept as a draft.`);
      if (editing?.id === notice.id) setEditing(null);
      notices.reload();
      return true;
    } catch (error) {
      notify.error(normalizeError(error, 'The notice could not be unpublished. Please try again.'));
      return false;
    } finally {
      setUnpublishing(null);
    }
  };

  return (
    <>
      <section className="panel" aria-labelledby="notice-form-title">
        <h2 id="notice-form-title" ref={formTitle} tabIndex={-1}>
          {editing ? `Edit “${editing.title}”` : 'Write a notice'}
        </h2>
        <NoticeForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSaved={saved}
          {...(editing ? { onCancel: () => edit(null) } : {})}
        />
      </section>

      <section aria-labelledby="notices-list-title">
        <h2 id="notices-list-title">All notices, newest first</h2>
        {notices.status === 'loading' && !notices.data ? <p role="status">Loading notices…</p> : null}
        {notices.status === 'error' ? (
          <RetryMessage role="alert" message="The notices could not be loaded right now." onRetry={notices.reload} />
        ) : null}
        {notices.data && notices.data.total === 0 ? (
          <p className="admin-muted">No notices yet. The first one you write appears here.</p>
        ) : null}
        {notices.data && notices.data.rows.length > 0 ? (
          <ul className="notices-admin">
            {notices.data.rows.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                busy={unpublishing !== null}
                unpublishing={unpublishing === notice.id}
                onEdit={() => edit(notice)}
                onUnpublish={() => unpublish(notice)}
              />
            ))}
          </ul>
        ) : null}
        <ListPager title="Notices" filter={emptyFilter} page={Math.min(page, pages)} pages={pages} />
      </section>
    </>
  );
}
