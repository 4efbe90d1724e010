// /visitors (a signed-in student host), top to bottom: their hostel's visitor rules, the form to register a visitor, and
// their visitors (who is inside now, walk-ins waiting at the gate for their answer). What the gate records is read again
// when the host comes back to the page, and every half minute while a visitor is expected, waiting or inside.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../components/ui/retry-message';
import { getMyVisitors, getVisitorRules } from '../../features/visitors/api/visitors';
import { MyVisitors } from '../../features/visitors/components/my-visitors';
import { VisitorForm } from '../../features/visitors/components/visitor-form';
import { VisitorRulesPanel } from '../../features/visitors/components/visitor-rules';
import { visitorStateOf } from '../../lib/status-words';
import { useQuery } from '../../lib/use-query';
import { useNow } from '../../lib/use-now';
import { useRefresh } from '../../lib/use-refresh';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { isGuest } from '../../lib/auth';
import { StudentsOnly } from '../../components/students-only';
import '../../styles/panels.css';
import '../../features/visitors/visitors.css';

const POLL_MS = 30_000;
const LIVE_STATES = new Set(['awaiting_host', 'expected', 'inside']);

function VisitorsContent({ userId }: { userId: string }) {
  const { t } = useTranslation('visitors');
  const mine = useQuery(`my-visitors:${userId}`, getMyVisitors);
  const rules = useQuery(`visitor-rules:${userId}`, getVisitorRules);
  const now = useNow();
  const live = mine.data?.some((pass) => LIVE_STATES.has(visitorStateOf(pass, now))) ?? false;
  useRefresh(mine.reload, { everyMs: POLL_MS, active: live });

  return (
    <div className="container visitors-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('title')}</h1>
      {rules.status === 'error' ? (
        <RetryMessage role="alert" message={t('rules.failed')} onRetry={rules.reload} />
      ) : rules.status === 'success' ? (
        <>
          <VisitorRulesPanel rules={rules.data} />
          {rules.data ? <VisitorForm rules={rules.data} onRegistered={mine.reload} /> : null}
        </>
      ) : (
        <p role="status">{t('rules.loading')}</p>
      )}
      <section className="panel" aria-labelledby="visitors-mine-title">
        <h2 id="visitors-mine-title">{t('mine.title')}</h2>
        {mine.status === 'error' ? (
          <RetryMessage role="alert" message={t('mine.failed')} onRetry={mine.reload} />
        ) : mine.data ? (
          <MyVisitors passes={mine.data} onChanged={mine.reload} />
        ) : (
          <p role="status">{t('mine.loading')}</p>
        )}
      </section>
    </div>
  );
}

export function Component() {
  const { user } = useRequireSignIn();
  if (!user) return null;
  if (isGuest(user)) return <StudentsOnly />;
  return <VisitorsContent userId={user.id} />;
}
