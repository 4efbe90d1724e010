// Who claimed each address a window lists: read when the office opens it, so a list of thousands costs nothing until then.
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { normalizeError } from '../../../../lib/errors';
import { getWindowMembers, WINDOW_MEMBERS_SHOWN, type WindowMember } from '../api/get-window-members';

type Members = { kind: 'loading' } | { kind: 'ready'; rows: WindowMember[] } | { kind: 'failed'; reason: string };

function MembersList({ windowId, listed }: { windowId: number; listed: number }) {
  const { t } = useTranslation('admin');
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

  if (members.kind === 'loading') return <p role="status">{t('selection.members.loading')}</p>;
  if (members.kind === 'failed') return <p role="alert">{members.reason}</p>;
  return (
    <>
      <ul className="window-members">
        {members.rows.map((row) => (
          <li key={row.email}>
            <span className="admin-table__email">{row.email}</span>
            {row.slot_opens_at ? (
              <span className="admin-table__sub">
                <Trans
                  t={t}
                  i18nKey="selection.members.slot"
                  values={{ time: formatDateTime(row.slot_opens_at) }}
                  components={{ time: <time dateTime={row.slot_opens_at} /> }}
                />
              </span>
            ) : null}
            <span className="admin-table__sub">
              {row.claimed_at ? (
                <Trans
                  t={t}
                  i18nKey="selection.members.claimedBy"
                  values={{ email: row.claimed_email, time: formatDateTime(row.claimed_at) }}
                  components={{ time: <time dateTime={row.claimed_at} /> }}
                />
              ) : (
                t('selection.members.unclaimed')
              )}
            </span>
          </li>
        ))}
      </ul>
      {listed > members.rows.length ? (
        <p className="admin-table__sub">
          {t('selection.members.firstOf', { shown: WINDOW_MEMBERS_SHOWN, listed: formatNumber(listed) })}
        </p>
      ) : null}
    </>
  );
}

/** "12 of 40 claimed", opening to each address and the account that claimed it. */
export function WindowMembers({ windowId, listed, claimed }: { windowId: number; listed: number; claimed: number }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('selection.members.claimed', { claimed: formatNumber(claimed), listed: formatNumber(listed) })}
      </summary>
      {open ? <MembersList windowId={windowId} listed={listed} /> : null}
    </details>
  );
}
