// The student's hostel's leave rules in plain words: how far ahead to ask, the longest leave, whether the guardian is
// asked to consent, and the curfew; without a bed, why there is nothing to ask for.
import type { LeaveRules } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';

export function LeaveRulesPanel({ rules }: { rules: LeaveRules | null }) {
  const { t } = useTranslation('leave');
  return (
    <section className="panel" aria-labelledby="leave-rules-title">
      <h2 id="leave-rules-title">{t('rules.title')}</h2>
      {rules ? (
        <ul className="leave-rules">
          <li>{rules.notice_hours > 0 ? t('rules.notice', { count: rules.notice_hours }) : t('rules.noNotice')}</li>
          <li>{t('rules.longest', { count: rules.max_days })}</li>
          <li>{rules.guardian_consent ? t('rules.consent') : t('rules.noConsent')}</li>
          <li>{t('rules.curfew', { time: rules.curfew })}</li>
        </ul>
      ) : (
        <p role="note">{t('rules.noBed')}</p>
      )}
    </section>
  );
}
