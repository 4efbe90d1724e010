// The gate's recent exits and returns, newest first; `version` moves on every scan, so the list follows the gate.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { getGateLog } from '../api/gate';

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
            <li key={event.id} className="gate-log__event">
              <span className={`gate-log__direction gate-log__direction--${event.direction}`}>
                {t(`direction.${event.direction}`)}
              </span>
              <span className="gate-log__who">
                {event.roll_number ? t('log.who', { name: event.name, roll: event.roll_number }) : event.name}
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
