// The status cell of an admin list: a status badge (Pending, Approved, In progress…), who settled it and when, and
// anything the row adds under it (a decision's note, a complaint's due time).
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import '../../../styles/status-badges.css';

export type StatusTone = 'pending' | 'progress' | 'resolved' | 'rejected';

export interface ResolutionProps {
  label: string;
  tone: StatusTone;
  /** Who settled the item, and when; shown only once it is settled. */
  resolvedBy?: string | null;
  resolvedAt?: string | null;
  children?: ReactNode;
}

export function Resolution({ label, tone, resolvedBy, resolvedAt, children }: ResolutionProps) {
  const { t } = useTranslation('admin');
  const settled = tone === 'resolved' || tone === 'rejected';
  return (
    <div className="admin-resolution">
      <span className={`status-badge status-badge--${tone}`}>{label}</span>
      {settled && (resolvedBy || resolvedAt) ? (
        <span className="admin-resolution__by">
          {resolvedBy ? t('resolution.by', { name: resolvedBy }) : null}
          {resolvedBy && resolvedAt ? ' ' : null}
          {resolvedAt ? (
            <Trans
              t={t}
              i18nKey="resolution.on"
              values={{ time: formatDateTime(resolvedAt) }}
              components={{ time: <time dateTime={resolvedAt} /> }}
            />
          ) : null}
        </span>
      ) : null}
      {children}
    </div>
  );
}
