// /leave (a signed-in student), top to bottom: the out-pass of each approved leave not yet over (shown offline too, from
// the service worker's copy of their leave), their hostel's rules, the form to ask, their leave, and their guardian.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../components/ui/retry-message';
import { getLeaveRules, getMyLeave } from '../../features/leave/api/leave';
import { GuardianPanel } from '../../features/leave/components/guardian-panel';
import { LeaveForm } from '../../features/leave/components/leave-form';
import { LeaveRulesPanel } from '../../features/leave/components/leave-rules';
import { MyLeave } from '../../features/leave/components/my-leave';
import { OutPasses } from '../../features/leave/components/out-pass';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import { isGuest } from '../../lib/auth';
import { StudentsOnly } from '../../components/students-only';
import '../../styles/panels.css';
import '../../features/leave/leave.css';

function LeaveContent({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const leave = useQuery(`my-leave:${userId}`, () => getMyLeave(userId));
  const rules = useQuery(`leave-rules:${userId}`, getLeaveRules);

  return (
    <div className="container leave-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('title')}</h1>
      {leave.data ? <OutPasses leave={leave.data} /> : null}
      {rules.status === 'error' ? (
        <RetryMessage role="alert" message={t('rules.failed')} onRetry={rules.reload} />
      ) : rules.status === 'success' ? (
        <>
          <LeaveRulesPanel rules={rules.data} />
          {rules.data ? <LeaveForm rules={rules.data} onApplied={leave.reload} /> : null}
        </>
      ) : (
        <p role="status">{t('rules.loading')}</p>
      )}
      <section className="panel" aria-labelledby="leave-mine-title">
        <h2 id="leave-mine-title">{t('mine.title')}</h2>
        {leave.status === 'error' ? (
          <RetryMessage role="alert" message={t('mine.failed')} onRetry={leave.reload} />
        ) : leave.data ? (
          <MyLeave leave={leave.data} onChanged={leave.reload} />
        ) : (
          <p role="status">{t('mine.loading')}</p>
        )}
      </section>
      <GuardianPanel userId={userId} />
    </div>
  );
}

export function Component() {
  const { user } = useRequireSignIn();
  if (!user) return null;
  if (isGuest(user)) return <StudentsOnly />;
  return <LeaveContent userId={user.id} />;
}
