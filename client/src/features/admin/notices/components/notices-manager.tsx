// /admin/notices: write, edit, schedule and unpublish notices; every notice listed newest first, a page at a time.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { normalizeError } from '../../../../lib/errors';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { OfficeList, usePageInRange } from '../../components/office-list';
import { emptyFilter, listParams, readListParams } from '../../utils/filters';
import { getOfficeNotices, NOTICES_PAGE_SIZE } from '../api/get-office-notices';
import { saveNotice } from '../api/save-notice';
import { reachBody, reachOf, type OfficeNotice } from '../notice-input';
import { NoticeForm } from './notice-form';
import { NoticeItem } from './notice-item';

export function NoticesManager() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { page } = readListParams(params);
  const notices = useQuery(`office-notices?page=${page}`, () => getOfficeNotices(page));
  const [editing, setEditing] = useState<OfficeNotice | null>(null);
  const [unpublishing, setUnpublishing] = useState<number | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const total = notices.data?.total;
  const searchFor = (to: number) => listParams(emptyFilter, to).toString();
  const { pages, current } = usePageInRange({ page, pageSize: NOTICES_PAGE_SIZE, total }, searchFor);

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
      await saveNotice({
        id: notice.id,
        title: notice.title,
        body: notice.body,
        published_at: null,
        ...reachBody(reachOf(notice)),
      });
      notify.success(t('notices.unpublished', { title: notice.title }));
      if (editing?.id === notice.id) setEditing(null);
      notices.reload();
      return true;
    } catch (error) {
      notify.error(normalizeError(error, t('notices.unpublishFailed')));
      return false;
    } finally {
      setUnpublishing(null);
    }
  };

  return (
    <>
      <section className="panel" aria-labelledby="notice-form-title">
        <h2 id="notice-form-title" ref={formTitle} tabIndex={-1}>
          {editing ? t('notices.editTitle', { title: editing.title }) : t('notices.write')}
        </h2>
        <NoticeForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSaved={saved}
          {...(editing ? { onCancel: () => edit(null) } : {})}
        />
      </section>

      <section aria-labelledby="notices-list-title">
        <h2 id="notices-list-title">{t('notices.allTitle')}</h2>
        <OfficeList
          load={{
            status: notices.status,
            loaded: notices.data !== undefined,
            total,
            reload: notices.reload,
            loading: t('notices.loading'),
            failed: t('notices.failed'),
            failedRole: 'alert',
            empty: t('notices.empty'),
          }}
          pager={{ title: t('notices.title'), page: current, pages, searchFor }}
        >
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
        </OfficeList>
      </section>
    </>
  );
}
