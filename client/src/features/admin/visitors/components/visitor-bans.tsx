// The visitors banned from every hostel, newest first, each liftable, and the form that bans another.
import type { VisitorBan } from '@campus-hostel/contracts/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { normalizeError } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { TableScroll } from '../../components/table-scroll';
import { getVisitorBans, liftVisitorBan } from '../api/visitor-bans';
import { BanForm } from './ban-form';

function BanRow({ ban, onLifted }: { ban: VisitorBan; onLifted: () => void }) {
  const { t } = useTranslation('visitors-office');
  const [lifting, setLifting] = useState(false);
  const lift = async () => {
    setLifting(true);
    try {
      await liftVisitorBan(ban.id);
      notify.success(t('bans.lifted', { name: ban.visitor_name, phone: ban.phone }));
      onLifted();
    } catch (failure) {
      notify.error(normalizeError(failure));
      setLifting(false);
    }
  };
  return (
    <tr>
      <th scope="row" data-label={t('bans.visitor')}>
        {ban.visitor_name}
      </th>
      <td data-label={t('bans.phone')}>{ban.phone}</td>
      <td data-label={t('bans.reason')} className="admin-table__text">
        {ban.reason}
      </td>
      <td data-label={t('bans.since')}>
        <span className="visitors-cell">
          <time dateTime={ban.created_at}>{formatDateTime(ban.created_at)}</time>
          {ban.created_by_name ? (
            <span className="admin-table__sub">{t('bans.by', { name: ban.created_by_name })}</span>
          ) : null}
        </span>
      </td>
      <td data-label={t('bans.action')}>
        <Button
          variant="secondary"
          busy={lifting}
          busyLabel={t('bans.lifting')}
          aria-label={t('bans.liftFor', { name: ban.visitor_name })}
          onClick={() => void lift()}
        >
          {t('bans.lift')}
        </Button>
      </td>
    </tr>
  );
}

function BanTable({ bans, onLifted }: { bans: readonly VisitorBan[]; onLifted: (lifted: VisitorBan) => void }) {
  const { t } = useTranslation('visitors-office');
  const columns = ['visitor', 'phone', 'reason', 'since', 'action'] as const;
  return (
    <TableScroll label={t('bans.caption')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('bans.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`bans.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bans.map((ban) => (
            <BanRow key={ban.id} ban={ban} onLifted={() => onLifted(ban)} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function VisitorBans() {
  const { t } = useTranslation('visitors-office');
  const bans = useQuery('office-visitor-bans', getVisitorBans);
  const titleId = useId();
  return (
    <section className="visitors-bans" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('bans.title')}</h2>
      <p className="admin-muted">{t('bans.intro')}</p>
      {bans.status === 'error' ? (
        <RetryMessage role="alert" message={t('bans.failed')} onRetry={bans.reload} />
      ) : bans.status !== 'success' ? (
        <p role="status">{t('bans.loading')}</p>
      ) : bans.data.length === 0 ? (
        <p>{t('bans.none')}</p>
      ) : (
        <BanTable
          bans={bans.data}
          onLifted={(lifted) => bans.update((shown) => shown.filter((row) => row.id !== lifted.id))}
        />
      )}
      <BanForm onBanned={bans.reload} />
    </section>
  );
}
