// The scorecard as rows of words, one source for the page's table, the printed statement and the CSV: each figure,
// this month's value, its threshold and whether it was crossed.
import type { ScorecardAnswer } from '@campus-hostel/contracts/api';
import { formatMoney, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export interface ScoreRow {
  figure: string;
  value: string;
  threshold: string;
  /** Null for a figure no threshold judges (a meal's average, a kind of refusal). */
  crossed: boolean | null;
}

function rating(average: number | null, count: number): string {
  return average === null
    ? t('mess-bills:office.score.noRatings')
    : t('mess-bills:office.score.ratingOf', { average: formatNumber(average), count });
}

export function scoreRows(card: ScorecardAnswer): ScoreRow[] {
  const crossed = (name: ScorecardAnswer['crossed'][number]) => card.crossed.includes(name);
  const atMost = (value: number) => t('mess-bills:office.score.atMost', { value: formatNumber(value) });
  const { thresholds } = card;
  return [
    {
      figure: t('mess-bills:office.score.averageRating'),
      value: rating(card.average_rating, card.ratings),
      threshold: t('mess-bills:office.score.atLeast', { value: formatNumber(thresholds.min_average_rating) }),
      crossed: crossed('average_rating'),
    },
    ...card.meals.map((meal) => ({
      figure: t('mess-bills:office.score.mealAverage', { meal: t(`mess-bills:office.meals.${meal.meal}`) }),
      value: rating(meal.average, meal.ratings),
      threshold: '',
      crossed: null,
    })),
    {
      figure: t('mess-bills:office.score.foodComplaints'),
      value: formatNumber(card.food_complaints),
      threshold: atMost(thresholds.max_food_complaints),
      crossed: crossed('food_complaints'),
    },
    {
      figure: t('mess-bills:office.score.slaBreaches'),
      value: formatNumber(card.sla_breaches),
      threshold: atMost(thresholds.max_sla_breaches),
      crossed: crossed('sla_breaches'),
    },
    {
      figure: t('mess-bills:office.score.refusals'),
      value: formatNumber(card.refusals_total),
      threshold: atMost(thresholds.max_refusals),
      crossed: crossed('refusals'),
    },
    ...card.refusals.map((refusal) => ({
      figure: t('mess-bills:office.score.refusal', { code: t(`mess-bills:office.refusalCodes.${refusal.code}`) }),
      value: formatNumber(refusal.count),
      threshold: '',
      crossed: null,
    })),
    {
      figure: t('mess-bills:office.score.penalty'),
      value: formatMoney(card.suggested_penalty_minor),
      threshold: t('mess-bills:office.score.penaltyEach', { amount: formatMoney(thresholds.penalty_minor) }),
      crossed: null,
    },
  ];
}

export function crossedInWords(crossed: boolean | null): string {
  if (crossed === null) return '';
  return crossed ? t('mess-bills:office.score.yes') : t('mess-bills:office.score.no');
}
