// The gate's visitors today: a walk-in registered here and the host's answer as it comes, then who is waiting for
// their host, expected, inside and gone. Read again on every scan (`version`), when the guard comes back to the page,
// every half minute, and every few seconds while a walk-in waits for its host.
import type { GateVisitor } from '@campus-hostel/contracts/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { formatDateTime } from '../../../lib/format';
import { visitorStateLabel, visitorStateOf, type VisitorState } from '../../../lib/status-words';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';
import { useRefresh } from '../../../lib/use-refresh';
import { getGateVisitors } from '../api/gate';
import { WalkInForm } from './walk-in-form';

const WAITING_POLL_MS = 5_000;
const POLL_MS = 30_000;
/** The states listed at the gate, in the order a visitor moves through them. */
const SHOWN: readonly VisitorState[] = ['awaiting_host', 'expected', 'inside', 'left'];

function WalkInStatus({
  asked,
  passes,
  onAnother,
}: {
  asked: GateVisitor;
  passes: readonly GateVisitor[];
  onAnother: () => void;
}) {
  const { t } = useTranslation('gate');
  const pass = passes.find((shown) => shown.id === asked.id) ?? asked;
  const words = { host: pass.host.name, name: pass.visitor_name };
  const outcome = pass.status === 'awaiting_host' ? 'waiting' : pass.status === 'active' ? 'confirmed' : 'declined';
  return (
    <div className={`gate-walk-in__status gate-walk-in__status--${outcome}`}>
      <p role="status">{t(`walkIn.${outcome}`, words)}</p>
      {outcome === 'waiting' ? null : (
        <Button variant="secondary" onClick={onAnother}>
          {t('walkIn.another')}
        </Button>
      )}
    </div>
  );
}

function VisitorLine({ pass }: { pass: GateVisitor }) {
  const { t } = useTranslation('gate');
  const { host } = pass;
  return (
    <li className="gate-visitors__visitor">
      <span className="gate-visitors__name">{pass.visitor_name}</span>
      <span>
        {host.room
          ? t('visitors.hostRoom', { name: host.name, room: host.room })
          : t('visitors.host', { name: host.name })}
      </span>
      <span className="gate-muted">
        {t('visitors.window', { from: formatDateTime(pass.from), to: formatDateTime(pass.to) })}
      </span>
    </li>
  );
}

function TodayList({ passes }: { passes: readonly GateVisitor[] }) {
  const { t } = useTranslation('gate');
  const now = useNow();
  if (passes.length === 0) return <p>{t('visitors.none')}</p>;
  return (
    <>
      {SHOWN.map((state) => {
        const inState = passes.filter((pass) => visitorStateOf(pass, now) === state);
        if (inState.length === 0) return null;
        return (
          <div key={state} className="gate-visitors__group">
            <h3>{visitorStateLabel(state)}</h3>
            <ul className="gate-visitors__list">
              {inState.map((pass) => (
                <VisitorLine key={pass.id} pass={pass} />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

export function GateVisitors({ hostel, version }: { hostel: string; version: number }) {
  const { t } = useTranslation('gate');
  const today = useQuery(`gate-visitors:${hostel}`, () => getGateVisitors(hostel));
  const { reload } = today;
  const [walkIn, setWalkIn] = useState<'closed' | 'open' | GateVisitor>('closed');
  const waiting =
    typeof walkIn === 'object' &&
    (today.data?.find((pass) => pass.id === walkIn.id) ?? walkIn).status === 'awaiting_host';
  useRefresh(reload, { everyMs: waiting ? WAITING_POLL_MS : POLL_MS, active: true });
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);

  return (
    <section className="gate-visitors" aria-labelledby="gate-visitors-title">
      <h2 id="gate-visitors-title">{t('visitors.title', { hostel })}</h2>
      {walkIn === 'closed' ? (
        <Button variant="secondary" onClick={() => setWalkIn('open')}>
          {t('walkIn.open')}
        </Button>
      ) : walkIn === 'open' ? (
        <WalkInForm
          hostel={hostel}
          onClose={() => setWalkIn('closed')}
          onAsked={(pass) => {
            setWalkIn(pass);
            reload();
          }}
        />
      ) : (
        <WalkInStatus asked={walkIn} passes={today.data ?? []} onAnother={() => setWalkIn('open')} />
      )}
      {today.status === 'error' ? <RetryMessage role="alert" message={t('visitors.failed')} onRetry={reload} /> : null}
      {today.data ? <TodayList passes={today.data} /> : null}
    </section>
  );
}
