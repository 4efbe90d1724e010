// The counter's day so far at this mess: served per meal, refused per reason, extras and guest meals.
import { COUNTER_MEALS, SCAN_REFUSALS } from '@campus-hostel/contracts/api';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { getTally } from '../api/counter';

/** `version` moves on every scan and charge, so the count follows the counter. */
export function CounterTally({ messId, version }: { messId: number; version: number }) {
  const { t } = useTranslation('mess-counter');
  const tally = useQuery(String(messId), () => getTally(messId));
  const { reload } = tally;
  // The count on screen stays while it is read again.
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return (
    <section className="counter-tally" aria-labelledby="counter-tally-title">
      <h2 id="counter-tally-title">{t('tally.title')}</h2>
      {tally.status === 'error' ? <p role="alert">{t('tally.failed')}</p> : null}
      {tally.data ? (
        <dl className="counter-tally__list">
          <div>
            <dt>{t('tally.served')}</dt>
            <dd>
              {COUNTER_MEALS.map((meal) => (
                <span key={meal}>
                  {t(`counter.meals.${meal}`)} {formatNumber(tally.data.served[meal] ?? 0)}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('tally.refused')}</dt>
            <dd>
              {SCAN_REFUSALS.map((code) => (
                <span key={code}>
                  {t(`answer.${code}`)} {formatNumber(tally.data.refused[code] ?? 0)}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('tally.extras')}</dt>
            <dd>{formatNumber(tally.data.extras)}</dd>
          </div>
          <div>
            <dt>{t('tally.guestMeals')}</dt>
            <dd>{formatNumber(tally.data.guest_meals)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
