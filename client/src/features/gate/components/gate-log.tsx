// The gate's recent exits and returns, and visitors' entries and exits, newest first; `version` moves on every scan, so the list follows the gate.
import type { GateEvent } from '@campus-hostel/contracts/api';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { formatDateTime } from '../../../lib/format';
import { t as translate } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import { getGateLog } from '../api/gate';

function whoPassed(event: GateEvent): string {
  if (event.kind === 'visitor') return translate('gate:log.visitor', { name: event.name });
  return event.roll_number ? translate('gate:log.who', { name: event.name, roll: event.roll_number }) : event.name;
}

export function GateLog({ hostel, version }: { hostel: string; version: number }) {
  const { t } = useTranslation('gate');
  const log = useQuery(`gate-log:${hostel}`, () => getGateLog(hostel));
  const { reload } = log;
  // The list on screen stays while it is read again.
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return (
    <section className="gate-log" aria-labelledby="gate-log-title">
      <h2 id="gate-log-title">{t('log.title', { hostel })}</h2>
      {log.status === 'error' ? <RetryMessage role="alert" message={t('log.failed')} onRetry={reload} /> : null}
      {log.data?.length === 0 ? <p>{t('log.none')}</p> : null}
      {log.data && log.data.length > 0 ? (
        <ol className="gate-log__list">
          {log.data.map((event) => (
            <li key={`${event.kind}-${event.id}-${event.direction}`} className="gate-log__event">
              <span className={`gate-log__direction gate-log__direction--${event.direction}`}>
                {t(`direction.${event.direction}`)}
              </span>
              <span className="gate-log__who">
                {whoPassed(event)}
                {event.late ? <strong className="gate-log__late"> {t('log.late')}</strong> : null}
              </span>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
