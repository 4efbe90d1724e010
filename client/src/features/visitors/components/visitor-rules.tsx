// The student's hostel's visitor rules in plain words: visiting hours (IST), where visitors may go, how many at a time,
// how far ahead, visitors of the other gender, and the blackout periods ahead; without a bed, why there are none.
import type { VisitorRules } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

export function VisitorRulesPanel({ rules }: { rules: VisitorRules | null }) {
  const { t } = useTranslation('visitors');
  return (
    <section className="panel" aria-labelledby="visitor-rules-title">
      <h2 id="visitor-rules-title">{t('rules.title')}</h2>
      {rules ? (
        <>
          <ul className="visitor-rules">
            <li>{t('rules.hours', { from: rules.visit_from, to: rules.visit_to })}</li>
            <li>{t('rules.areas', { areas: rules.areas })}</li>
            <li>{t('rules.atOnce', { count: rules.max_at_once })}</li>
            <li>{rules.days_ahead > 0 ? t('rules.ahead', { count: rules.days_ahead }) : t('rules.today')}</li>
            <li>{rules.other_gender ? t('rules.otherGender') : t('rules.noOtherGender')}</li>
          </ul>
          {rules.blackouts.length > 0 ? (
            <>
              <p>{t('rules.blackouts')}</p>
              <ul className="visitor-rules">
                {rules.blackouts.map((blackout) => (
                  <li key={blackout.id}>
                    {t('rules.blackout', {
                      from: formatDateTime(blackout.starts_at),
                      to: formatDateTime(blackout.ends_at),
                      reason: blackout.reason,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p role="note">{t('rules.noBed')}</p>
      )}
    </section>
  );
}
