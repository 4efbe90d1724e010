// The status cell of an admin list: Pending, or Resolved with who resolved it and when.
import { formatDateTime } from '../../../lib/format';
import { adminStatusLabel } from '../status-label';
import '../../../styles/status-badges.css';

export interface ResolutionProps {
  done: boolean;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

export function Resolution({ done, resolvedBy, resolvedAt }: ResolutionProps) {
  return (
    <div className="admin-resolution">
      <span className={done ? 'status-badge status-badge--resolved' : 'status-badge status-badge--pending'}>
        {adminStatusLabel(done)}
      </span>
      {done && (resolvedBy || resolvedAt) ? (
        <span className="admin-resolution__by">
          {resolvedBy ? <>by {resolvedBy}</> : null}
          {resolvedAt ? (
            <>
              {' '}
              on <time dateTime={resolvedAt}>{formatDateTime(resolvedAt)}</time>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
