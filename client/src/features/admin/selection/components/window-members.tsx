// Who claimed each address a window lists: read when the office opens it, so a list of thousands costs nothing until then.
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { normalizeError } from '../../../../lib/errors';
import { getWindowMembers, WINDOW_MEMBERS_SHOWN, type WindowMember } from '../api/get-window-members';

type Members = { kind: 'loading' } | { kind: 'ready'; rows: WindowMember[] } | { kind: 'failed'; reason: string };

function MembersList({ windowId, listed }: { windowId: number; listed: number }) {
  const [members, setMembers] = useState<Members>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    getWindowMembers(windowId).then(
      (rows) => live && setMembers({ kind: 'ready', rows }),
      (error: unknown) => live && setMembers({ kind: 'failed', reason: normalizeError(error) }),
    );
    return () => {
      live = false;
    };
  }, [windowId]);

  if (members.kind === 'loading') return <p role="status">Loading the list…</p>;
  if (members.kind === 'failed') return <p role="alert">{members.reason}</p>;
  return (
    <>
      <ul className="window-members">
        {members.rows.map((row) => (
          <li key={row.email}>
            <span className="admin-table__email">{row.email}</span>
            {row.slot_opens_at ? (
              <span className="admin-table__sub">
                slot <time dateTime={row.slot_opens_at}>{formatDateTime(row.slot_opens_at)}</time>
              </span>
            ) : null}
            <span className="admin-table__sub">
              {row.claimed_at ? (
                <>
                  claimed by {row.claimed_email} on{' '}
                  <time dateTime={row.claimed_at}>{formatDateTime(row.claimed_at)}</time>
                </>
              ) : (
                'unclaimed'
              )}
            </span>
          </li>
        ))}
      </ul>
      {listed > members.rows.length ? (
        <p className="admin-table__sub">
          The first {WINDOW_MEMBERS_SHOWN} of {listed.toLocaleString('en-IN')} addresses.
        </p>
      ) : null}
    </>
  );
}

/** "12 of 40 claimed", opening to each address and the account that claimed it. */
export function WindowMembers({ windowId, listed, claimed }: { windowId: number; listed: number; claimed: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {claimed.toLocaleString('en-IN')} of {listed.toLocaleString('en-IN')} claimed
      </summary>
      {open ? <MembersList windowId={windowId} listed={listed} /> : null}
    </details>
  );
}
