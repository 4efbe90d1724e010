// The mess's rebate rules in a sentence, said before the form: "at least 4 days in a row, applied 3 days ahead".
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import type { MyMess } from '../api/my-mess';

/** The first day a rebate may start: today (IST) and the mess's days of notice. */
export function earliestRebateDay(mess: MyMess, today: string): string {
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + mess.rebateNoticeDays);
  return at.toISOString().slice(0, 10);
}

export function RebateRules({ mess, today }: { mess: MyMess; today: string }) {
  const { t } = useTranslation('mess-menus');
  return (
    <div className="rebate-rules">
      <p>
        {t('rebates.rules', {
          mess: mess.name,
          min: t('rebates.min', { count: mess.rebateMinDays }),
          notice: t('rebates.notice', { count: mess.rebateNoticeDays }),
        })}
      </p>
      <p className="mess-muted">{t('rebates.earliest', { day: formatDay(earliestRebateDay(mess, today)) })}</p>
    </div>
  );
}
