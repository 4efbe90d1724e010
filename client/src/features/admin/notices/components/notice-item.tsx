// One notice in the office's list: its state in words, whom it is for, when it shows, its text, Edit and (with
// confirmation) Unpublish.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { noticeState, noticeStateLabel } from '../notice-state';
import { reachOf, type OfficeNotice } from '../notice-input';

export interface NoticeItemProps {
  notice: OfficeNotice;
  /** Disables the actions while another notice is being saved. */
  busy: boolean;
  unpublishing: boolean;
  onEdit: () => void;
  /** Saves the notice unpublished; resolves true once it is. */
  onUnpublish: () => Promise<boolean>;
}

const STATE_CLASSES = {
  published: 'status-badge status-badge--resolved',
  scheduled: 'status-badge status-badge--pending',
  draft: 'status-badge notice-state--draft',
} as const;

function When({ notice }: { notice: OfficeNotice }) {
  const { t } = useTranslation('admin');
  const state = noticeState(notice.published_at);
  if (notice.published_at === null || state === 'draft') return <>{t('notices.notShown')}</>;
  return (
    <Trans
      t={t}
      i18nKey={state === 'published' ? 'notices.shownSince' : 'notices.showsFrom'}
      values={{ time: formatDateTime(notice.published_at) }}
      components={{ time: <time dateTime={notice.published_at} /> }}
    />
  );
}

/** Whom the notice is for, in words: everyone, the residents of its hostels, or its roles. */
function For({ notice }: { notice: OfficeNotice }) {
  const { t } = useTranslation('admin');
  const { audience, hostels, roles } = reachOf(notice);
  if (audience === 'hostels') return <>{t('notices.audience.forHostels', { hostels: hostels.join(', ') })}</>;
  if (audience === 'roles') {
    const words = roles.map((role) => t(`notices.audience.roles.${role}`));
    return <>{t('notices.audience.forRoles', { roles: words.join(', ') })}</>;
  }
  return <>{t('notices.audience.forEveryone')}</>;
}

export function NoticeItem({ notice, busy, unpublishing, onEdit, onUnpublish }: NoticeItemProps) {
  const { t } = useTranslation('admin');
  const state = noticeState(notice.published_at);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const item = useRef<HTMLLIElement>(null);
  // Where focus goes once the question closes: back to Unpublish when kept, to Edit once unpublished.
  const returnTo = useRef<'[data-unpublish]' | '[data-edit]' | null>(null);

  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (returnTo.current) item.current?.querySelector<HTMLElement>(returnTo.current)?.focus();
    returnTo.current = null;
  }, [confirming]);

  const close = (target: '[data-unpublish]' | '[data-edit]') => {
    returnTo.current = target;
    setConfirming(false);
  };
  const unpublish = async () => {
    if (await onUnpublish()) close('[data-edit]');
  };

  return (
    <li ref={item} className="notice-admin" aria-labelledby={titleId}>
      <div className="notice-admin__head">
        <h3 id={titleId} className="notice-admin__title">
          {notice.title}
        </h3>
        <span className="notice-admin__badges">
          {notice.important ? (
            <span className="status-badge notice-state--important">{t('notices.audience.importantBadge')}</span>
          ) : null}
          <span className={STATE_CLASSES[state]}>{noticeStateLabel(state)}</span>
        </span>
      </div>
      <p className="notice-admin__when">
        <For notice={notice} />
      </p>
      <p className="notice-admin__when">
        <When notice={notice} /> ·{' '}
        <Trans
          t={t}
          i18nKey="notices.written"
          values={{ time: formatDateTime(notice.created_at) }}
          components={{ time: <time dateTime={notice.created_at} /> }}
        />
      </p>
      <p className="notice-admin__body">{notice.body}</p>
      {confirming ? (
        <div className="notice-admin__confirm">
          <p ref={question} tabIndex={-1}>
            {t('notices.unpublishQuestion', { title: notice.title })}
          </p>
          <div className="notice-admin__actions">
            <Button
              className="button--small"
              busy={unpublishing}
              busyLabel={t('notices.unpublishing')}
              onClick={() => void unpublish()}
            >
              {t('notices.unpublish')}
            </Button>
            <Button
              variant="secondary"
              className="button--small"
              disabled={unpublishing}
              onClick={() => close('[data-unpublish]')}
            >
              {t('notices.keepIt')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="notice-admin__actions">
          <Button
            data-edit
            aria-label={t('notices.editTitle', { title: notice.title })}
            variant="secondary"
            className="button--small"
            disabled={busy}
            onClick={onEdit}
          >
            {t('notices.edit')}
          </Button>
          {state !== 'draft' ? (
            <Button
              data-unpublish
              aria-label={t('notices.unpublishTitle', { title: notice.title })}
              variant="secondary"
              className="button--small"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('notices.unpublish')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
